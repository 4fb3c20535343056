"""How the rule-of-thumb players bid: the contract mix and each contract's win rate.

Usage (from the repository root, with the package installed)::

    .venv/bin/python benchmarks/bots.py [--deals 2000] [--jobs 1] [--game G] [--preset P]

For every preset of both games (or the ``--game``/``--preset`` given) four rule-of-thumb
players (:class:`trickgames.bots.doppelkopf.HeuristicPlayer`,
:class:`trickgames.bots.schafkopf.HeuristicPlayer`) play ``--deals`` seeded deals (deal ``k``:
``derive_seed(REPORT_SEED, k)``, dealer ``k % 4``; not the seeds the hand models were fitted
on, see ``bots_calibrate.py``). Counted per deal: the contract, whether the declarer's side won
it (the soloist, the Schafkopf declarer and partner, Re in a normal game, a marriage or a
poverty), and how often a hand called for a Hochzeit (both club queens), a poverty (the rules'
poor hand) or swines (both foxes, swines on) against how often it was declared. The same
figures are computed from the real games of ``/work/shared/data`` (``--data``): sauspiel.de's
Schafkopf games and online-doppelkopf.com's Doppelkopf games, replayed by the library.

Written: ``benchmarks/results/bots-<game>-<preset>.json`` per preset measured and
``bots-real.json``, and a Markdown report ``benchmarks/results/bots-report.md`` (included by
``docs/bots.md``) with the goals of the players checked, of every preset (those not measured
in this run from their JSON files). The exit status is 1 when a goal measured is missed.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import trickgames
from trickgames import doppelkopf as dk
from trickgames import schafkopf as sk
from trickgames._core.rng import derive_seed
from trickgames.bots import doppelkopf as bdk
from trickgames.bots import schafkopf as bsk
from trickgames.bots._base import play_deal
from trickgames.doppelkopf.hands import hand_mask
from trickgames.doppelkopf.poverty import is_poor
from trickgames.doppelkopf.state import Party

#: The seed every reported deal derives from (``derive_seed(REPORT_SEED, k)``).
REPORT_SEED = 2026

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results"
DATA = Path("/work/shared/data")

#: The goals of the players (docs/bots.md "How they bid"): preset -> checks.
GOALS = {
    ("doppelkopf", "ddv"): "voluntary solos at most 15% of deals, soloist wins at least 50%",
    ("schafkopf", "standard"): "Sauspiele at least 55% of played games, every contract won "
                               "by its declarer at least 60%",
    ("schafkopf", "sauspiel"): "Sauspiele at least 55% of played games, every contract won "
                               "by its declarer at least 60%",
}


# -- one deal --------------------------------------------------------------------------------


def dk_category(state: dk.State) -> str:
    """The row of the report a finished Doppelkopf deal counts in: ``normal``,
    ``marriage`` (found or not), ``silent marriage``, ``poverty``, ``solo`` (a voluntary
    one), ``compulsory solo`` (owed or forced), ``thrown``, ``void`` (a declined poverty),
    ``genscher``."""
    label = dk.record.contract_label(state)
    if label.startswith(("forced ", "compulsory ")):
        return "compulsory solo"
    if label.startswith("solo"):
        return "solo"
    if label.startswith("marriage"):
        return "marriage"
    return label


def sk_category(state: sk.State) -> str:
    """The row of a finished Schafkopf deal: the game's kind (``sauspiel``, ``solo``,
    ``wenz``, ``farbwenz``, ``geier``, ``hochzeit``, ``bettel``, ``sie``, ``ramsch``), with
    `` tout`` for a Tout; ``void`` when everybody passed."""
    if state.game is None:
        return "void"
    contract = state.game.contract
    kind = "bettel" if contract.value.startswith("bettel") else contract.kind.value
    return kind + (" tout" if contract.tout else "")


def _dk_outcome(state: dk.State) -> tuple[str, bool | None]:
    category = dk_category(state)
    game = state.game
    if game is None:
        return category, None
    seat = game.soloist if game.soloist is not None else next(
        s for s in range(4) if game.party(s) is Party.RE)
    amounts = trickgames.GAMES["doppelkopf"].presenter.amounts(dk.score(state))
    return category, amounts[seat] > 0


def _sk_outcome(state: sk.State) -> tuple[str, bool | None]:
    category = sk_category(state)
    game = state.game
    if game is None or game.declarer < 0:
        return category, None
    amounts = trickgames.GAMES["schafkopf"].presenter.amounts(sk.score(state))
    return category, amounts[game.declarer] > 0


def _dk_special(rules: dk.Rules, hands: Sequence[Sequence[dk.Card]]) -> set[str]:
    """What the dealt hands call for: ``hochzeit`` (both club queens), ``poverty`` (a poor
    hand, poverty on), ``swines`` (both foxes, swines on)."""
    out = set()
    for hand in hands:
        mask = hand_mask(hand)
        if hand.count(dk.Card.CQ) == 2:
            out.add("hochzeit")
        if rules.poverty and is_poor(rules, mask):
            out.add("poverty")
        if rules.swines and hand.count(dk.Card.DA) == 2:
            out.add("swines")
    return out


def play(game: str, preset: str, index: int) -> dict[str, Any]:
    """Deal ``index`` of the report for ``preset``: its category, whether the declarer's
    side won (``None``: no declarer), what the hands called for and what was declared."""
    engine: Any = dk if game == "doppelkopf" else sk
    rules = engine.rules.PRESETS[preset]
    state = engine.deal(rules, seed=derive_seed(REPORT_SEED, index), dealer=index & 3)
    players = [(bdk if game == "doppelkopf" else bsk).HeuristicPlayer() for _ in range(4)]
    said: set[str] = set()

    def seen(_state: Any, action: Any) -> None:
        if game != "doppelkopf":
            return
        if isinstance(action, dk.actions.AnnounceSwines):
            if action.kind is dk.actions.Swines.SWINES:
                said.add("swines")
        elif isinstance(action, dk.actions.Declare):
            if action.reservation.is_marriage:
                said.add("hochzeit")
            elif action.reservation is dk.Reservation.POVERTY:
                said.add("poverty")

    called = _dk_special(rules, [dk.view(state, s).hand for s in range(4)]) if (
        game == "doppelkopf") else set()
    final = play_deal(engine, state, players, on_action=seen)
    category, won = (_dk_outcome if game == "doppelkopf" else _sk_outcome)(final)
    if final.game is not None and getattr(final.game, "silent", False):
        said.add("silent")
    return {"category": category, "won": won, "called": sorted(called), "said": sorted(said)}


def _chunk(task: tuple[str, str, int, int]) -> list[dict[str, Any]]:
    game, preset, start, stop = task
    return [play(game, preset, k) for k in range(start, stop)]


# -- the tables ------------------------------------------------------------------------------


def summary(outcomes: Iterable[tuple[str, bool | None]]) -> dict[str, Any]:
    """Deals and declarer wins per category, in order of frequency."""
    deals: Counter[str] = Counter()
    wins: Counter[str] = Counter()
    decided: Counter[str] = Counter()
    for category, won in outcomes:
        deals[category] += 1
        if won is not None:
            decided[category] += 1
            wins[category] += won
    return {"deals": sum(deals.values()),
            "contracts": {c: {"deals": n, "decided": decided[c], "won": wins[c]}
                          for c, n in deals.most_common()}}


def measure(game: str, preset: str, deals: int, jobs: int) -> dict[str, Any]:
    step = max(1, min(50, deals // max(1, 4 * jobs)))
    tasks = [(game, preset, k, min(deals, k + step)) for k in range(0, deals, step)]
    if jobs <= 1:
        rows = [r for t in tasks for r in _chunk(t)]
    else:
        with ProcessPoolExecutor(jobs) as pool:
            rows = [r for part in pool.map(_chunk, tasks) for r in part]
    out = summary((r["category"], r["won"]) for r in rows)
    special = {}
    for name in ("hochzeit", "poverty", "swines"):
        had = sum(1 for r in rows if name in r["called"])
        chose = sum(1 for r in rows if name in r["said"])
        both = sum(1 for r in rows if name in r["called"] and name in r["said"])
        if had or chose:
            special[name] = {"hands": had, "declared": chose, "declared_when_held": both}
    silent = sum(1 for r in rows if "silent" in r["said"])
    if silent:
        special["hochzeit"]["kept_silent"] = silent
    out.update(game=game, preset=preset, seed=REPORT_SEED, special=special)
    return out


def real(data: Path) -> dict[str, Any]:
    """The same tables for the real games."""
    out = {}
    for game, name, outcome in (
            ("schafkopf", "schafkopf/sauspiel-games.jsonl", _sk_outcome),
            ("doppelkopf", "doppelkopf/online-doppelkopf-real.jsonl", _dk_outcome)):
        path = data / name
        states = [trickgames.replay(line) for line in path.read_text("utf-8").splitlines()
                  if line.strip()]
        out[game] = {"source": name, **summary(outcome(s) for s in states)}
    return out


def _share(part: int, whole: int) -> str:
    return f"{100 * part / whole:.1f}%" if whole else "-"


def _played(result: dict[str, Any]) -> int:
    return sum(r["deals"] for c, r in result["contracts"].items()
               if c not in ("void", "thrown"))


def check(result: dict[str, Any]) -> list[tuple[str, bool]]:
    """The goals of the preset (:data:`GOALS`) with whether each holds."""
    key = (result["game"], result["preset"])
    rows = result["contracts"]
    if key == ("doppelkopf", "ddv"):
        solo = rows.get("solo", {"deals": 0, "won": 0, "decided": 0})
        return [(f"voluntary solos {_share(solo['deals'], result['deals'])} of deals "
                 "(goal <= 15%)", solo["deals"] <= 0.15 * result["deals"]),
                (f"soloist wins {_share(solo['won'], solo['decided'])} (goal >= 50%)",
                 solo["decided"] > 0 and solo["won"] >= 0.5 * solo["decided"])]
    if key in GOALS:
        played = _played(result)
        sau = rows.get("sauspiel", {"deals": 0})["deals"]
        out = [(f"Sauspiele {_share(sau, played)} of played games (goal >= 55%)",
                sau >= 0.55 * played)]
        for category, row in rows.items():
            if row["decided"]:
                out.append((f"{category} won by its declarer {_share(row['won'], row['decided'])}"
                            " (goal >= 60%)", row["won"] >= 0.6 * row["decided"]))
        return out
    return []


def _table(result: dict[str, Any], reference: dict[str, Any] | None) -> list[str]:
    lines = ["| contract | deals | share | declarer won |"
             + (" real share | real declarer won |" if reference else ""),
             "|---|---:|---:|---:|" + ("---:|---:|" if reference else "")]
    names = list(result["contracts"])
    if reference:
        names += [c for c in reference["contracts"] if c not in names]
    for name in names:
        row = result["contracts"].get(name, {"deals": 0, "decided": 0, "won": 0})
        line = (f"| {name} | {row['deals']} | {_share(row['deals'], result['deals'])} | "
                f"{_share(row['won'], row['decided'])} |")
        if reference:
            ref = reference["contracts"].get(name, {"deals": 0, "decided": 0, "won": 0})
            line += (f" {_share(ref['deals'], reference['deals'])} | "
                     f"{_share(ref['won'], ref['decided'])} |")
        lines.append(line)
    return lines


def report(results: Sequence[dict[str, Any]], reals: dict[str, Any]) -> str:
    """The Markdown report."""
    out = ["<!-- written by benchmarks/bots.py: do not edit -->", ""]
    for result in results:
        game, preset = result["game"], result["preset"]
        out += [f"### {game.title()} `{preset}`", "",
                f"{result['deals']} deals, four rule-of-thumb players"
                + (f"; beside the {reals[game]['deals']} real games of "
                   f"`{reals[game]['source']}`" if game in reals else "") + ".", ""]
        out += _table(result, reals.get(game))
        out.append("")
        for name, row in result["special"].items():
            extra = (f", {row['kept_silent']} kept silent (played as a solo)"
                     if "kept_silent" in row else "")
            out.append(f"- {name}: {row['hands']} deals had a hand for it, declared in "
                       f"{row['declared']} ({row['declared_when_held']} of those deals){extra}")
        goals = check(result)
        for text, ok in goals:
            out.append(f"- goal {'met' if ok else '**missed**'}: {text}")
        out.append("")
    return "\n".join(out)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--game", choices=("doppelkopf", "schafkopf"), action="append")
    parser.add_argument("--preset", action="append")
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--no-write", action="store_true", help="print only")
    args = parser.parse_args(argv)
    results, shown = [], []
    for game, engine in (("doppelkopf", dk), ("schafkopf", sk)):
        for preset in engine.rules.PRESET_NAMES:
            path = RESULTS / f"bots-{game}-{preset}.json"
            if (args.game and game not in args.game) or (args.preset
                                                         and preset not in args.preset):
                if path.exists():  # the report shows the last measured figures of the rest
                    shown.append(json.loads(path.read_text("utf-8")))
                continue
            result = measure(game, preset, args.deals, args.jobs)
            result["goals"] = [{"goal": t, "met": ok} for t, ok in check(result)]
            results.append(result)
            shown.append(result)
            if not args.no_write:
                path.write_text(json.dumps(result, indent=1) + "\n", "utf-8")
    reals = real(args.data)
    print(report(results, reals))
    if not args.no_write:
        (RESULTS / "bots-real.json").write_text(json.dumps(reals, indent=1) + "\n", "utf-8")
        (RESULTS / "bots-report.md").write_text(report(shown, reals) + "\n", "utf-8")
    return 0 if all(g["met"] for r in results for g in r["goals"]) else 1


if __name__ == "__main__":
    sys.exit(main())
