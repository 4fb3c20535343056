"""``trickgames serve`` (trickgames.web.serve and the command line, docs/cli.md)."""

from __future__ import annotations

import builtins
from pathlib import Path

import pytest

import trickgames.web
from trickgames.cli import main


def test_serve_runs_the_app_with_the_given_address_and_database(monkeypatch, tmp_path):
    """docs/cli.md "trickgames serve": --host, --port and --db reach uvicorn and the app."""
    seen = {}

    def run(app, **options):
        seen.update(options, app=app)

    monkeypatch.setattr("uvicorn.run", run)
    db = tmp_path / "games.sqlite3"
    assert main(["serve", "--host", "0.0.0.0", "--port", "8123", "--db", str(db)]) == 0
    assert (seen["host"], seen["port"]) == ("0.0.0.0", 8123)
    assert db.exists()


def test_serve_defaults_to_this_machine_and_the_data_folder(monkeypatch, tmp_path):
    """docs/cli.md "trickgames serve": by default 127.0.0.1:8000 and the database
    $XDG_DATA_HOME/trickgames/web.sqlite3."""
    seen = {}
    monkeypatch.setattr("uvicorn.run", lambda app, **options: seen.update(options))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert main(["serve"]) == 0
    assert (seen["host"], seen["port"]) == ("127.0.0.1", 8000)
    assert (tmp_path / "trickgames" / "web.sqlite3").exists()
    assert trickgames.web.default_db({"HOME": "/h", "XDG_DATA_HOME": ""}) == Path(
        Path.home() / ".local/share/trickgames/web.sqlite3")


def test_serve_without_the_extra_says_what_to_install(monkeypatch, capsys):
    """docs/cli.md "trickgames serve": without the extra web the command says how to get it
    (exit status 2), never a traceback."""
    real_import = builtins.__import__

    def no_web(name, *args, **kwargs):
        if (name == "trickgames" and args[2] and "web" in args[2]) or name.startswith("starlette"):
            raise ImportError("No module named 'starlette'", name="starlette")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_web)
    assert main(["serve"]) == 2
    err = capsys.readouterr().err
    assert "pip install 'trickgames[web]'" in err and "starlette" in err


def test_serve_refuses_a_bad_port(capsys):
    """docs/cli.md: a port that is no positive number is a usage error."""
    with pytest.raises(SystemExit) as leaving:
        main(["serve", "--port", "http"])
    assert leaving.value.code == 2
