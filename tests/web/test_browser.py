"""The page in a real browser: Debian's Chromium at /usr/bin/chromium, driven by Playwright
(never a browser of Playwright's own). A whole deal of each game is played by clicking; the
score the page shows must be the score of the record it downloads, which `trickgames
validate` accepts; a second browser joins a table through its invitation link.

Set TRICKGAMES_SCREENSHOT=PATH to keep the screenshot of the page (docs/web.md shows it).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.web._server import running_server

CHROMIUM = Path("/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]

pytestmark = pytest.mark.skipif(
    not CHROMIUM.exists(),
    reason="no browser: Debian's chromium is not installed at /usr/bin/chromium "
           "(apt-get install chromium; .ci/run installs it)")

sync_api = pytest.importorskip(
    "playwright.sync_api", reason="Playwright's Python package is not installed (the extra test)")

#: Verbs a person says off turn; the test lets such chances pass instead.
OFF_TURN = ("announce", "knock", "kontra", "re")


def _browser(playwright, folder: Path):
    """A fresh Chromium with its own new profile folder."""
    return playwright.chromium.launch_persistent_context(
        str(folder), executable_path=str(CHROMIUM), headless=True, args=ARGS,
        viewport={"width": 1100, "height": 900}, accept_downloads=True, locale="en-US")


def _state(page) -> str:
    return page.get_attribute("body", "data-state") or ""


def _after(page, seq: str) -> None:
    page.wait_for_selector(f'body:not([data-seq="{seq}"]):not([data-state="busy"])',
                           state="attached", timeout=20000)


def _decide(page, prefer: str | None = None) -> None:
    """Click the person's decision: let an off-turn chance pass, else play the first legal
    card, else the preferred action (when offered) or the first on-turn action."""
    seq = page.get_attribute("body", "data-seq")
    if page.locator("#pass-chance").count():
        page.click("#pass-chance")
    elif page.locator("#hand button.legal").count():
        page.locator("#hand button.legal").first.click()
    else:
        actions = page.locator("#actions button.action[data-action]")
        lines = [actions.nth(i).get_attribute("data-action") for i in range(actions.count())]
        on_turn = [line for line in lines if line.split()[1] not in OFF_TURN]
        chosen = next((line for line in on_turn if line.split()[1] == prefer), on_turn[0])
        page.click(f'#actions button[data-action="{chosen}"]')
    _after(page, seq)


def _shown_scores(page) -> list[int]:
    amounts = page.locator("#scores .amount")
    return [int(amounts.nth(i).inner_text()) for i in range(amounts.count())]


def _downloaded(page, folder: Path) -> Path:
    with page.expect_download() as info:
        page.click("#download-deal")
    path = folder / info.value.suggested_filename
    info.value.save_as(path)
    return path


def _validate(path: Path) -> dict:
    done = subprocess.run([sys.executable, "-m", "trickgames", "validate", "--json", str(path)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    (report,) = [json.loads(line) for line in done.stdout.splitlines()]
    assert report["valid"]
    return report


def test_a_whole_deal_of_each_game_by_clicking(tmp_path):
    """web docs "The page": a Doppelkopf deal against the computer and a Schafkopf deal
    with a friend in a second browser, both played by clicking; the shown score is the
    downloaded record's, the record validates, a reload resumes, the page speaks German."""
    screenshot = Path(os.environ.get("TRICKGAMES_SCREENSHOT") or tmp_path / "page.png")
    with running_server(tmp_path, poll_timeout=5) as base, sync_api.sync_playwright() as pw:
        first = _browser(pw, tmp_path / "profile-1")
        page = first.pages[0] if first.pages else first.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(base + "/")
        page.wait_for_selector("#game option", state="attached")

        # -- Doppelkopf against three computer players --------------------------------------
        page.select_option("#game", "doppelkopf")
        page.fill("#seed", "1353")
        page.fill("#name", "Anna")
        page.click("#start")
        page.wait_for_selector('body[data-state="mine"]')
        clicks = 0
        shot = False
        while _state(page) not in ("over", "finished"):
            _decide(page)
            clicks += 1
            if clicks == 3:  # a reload resumes the game where it was
                seq = page.get_attribute("body", "data-seq")
                page.reload()
                page.wait_for_selector(f'body[data-seq="{seq}"]', state="attached")
            if not shot and page.locator("#center img").count() >= 2 and _state(page) == "mine":
                page.screenshot(path=str(screenshot), full_page=True)
                shot = True
            assert clicks < 200
        shown = _shown_scores(page)
        record = _downloaded(page, tmp_path)
        report = _validate(record)
        assert report["result"]["scores"] == shown
        assert json.loads(record.read_text())["players"][0] == "Anna"
        assert screenshot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"

        # -- the page in German ---------------------------------------------------------------
        page.click("#lang-de")
        page.wait_for_selector("#nav-new:text('Neues Spiel')")
        assert "Das Spiel ist vorbei" in page.inner_text("#status") or "Alle Spiele" in \
            page.inner_text("#status")
        page.click("#lang-en")
        page.wait_for_selector("#nav-new:text('New game')")

        # -- Schafkopf with a friend in a second browser ------------------------------------
        page.click("#nav-new")
        page.select_option("#game", "schafkopf")
        page.fill("#seed", "5")
        page.select_option("#seat-2", "human")
        page.click("#start")
        page.wait_for_selector("#invitations a.invitation")
        link = page.get_attribute("#invitations a.invitation", "href")
        assert "#game=" in link and "&token=" in link
        second = _browser(pw, tmp_path / "profile-2")
        guest = second.pages[0] if second.pages else second.new_page()
        guest.on("pageerror", lambda error: errors.append(str(error)))
        guest.goto(link)
        guest.wait_for_selector("#seat-bottom .name", state="attached")
        guest.wait_for_selector('body:not([data-state="loading"]):not([data-state="busy"])',
                                state="attached")
        assert "token=" not in guest.url  # the token left the address bar
        assert "(p2)" in guest.inner_text("#seat-bottom")
        deadline = time.monotonic() + 90
        while not all(_state(p) in ("over", "finished") for p in (page, guest)):
            moved = False
            for person in (page, guest):
                if _state(person) == "mine":
                    _decide(person, prefer="bid")
                    moved = True
            if not moved:
                time.sleep(0.05)
            assert time.monotonic() < deadline, "the friends' deal did not end"
        guest.wait_for_selector("#scores", state="attached")
        shown = _shown_scores(guest)
        report = _validate(_downloaded(guest, tmp_path))
        assert report["result"]["payouts"] == shown
        page.wait_for_selector("#scores", state="attached")
        assert _shown_scores(page) == shown
        assert errors == []
        second.close()
        first.close()


def test_the_browser_test_uses_the_systems_chromium():
    """web docs "Tests": the browser is Debian's, never one Playwright downloads."""
    assert CHROMIUM.exists() and shutil.which("chromium") is not None
