"""Fit the hand models of the rule-of-thumb players (``bots/*_models.json``).

Usage (from the repository root, with the package installed)::

    .venv/bin/python benchmarks/bots_calibrate.py [--samples 1000] [--jobs 1] [--check]

A rule-of-thumb player bids by :func:`~trickgames.bots.doppelkopf.hand_chance` (and its
Schafkopf twin): the chance that a hand wins a game of some kind, a logistic function of the
hand's counts (:func:`~trickgames.bots._base.hand_features`). This script measures those
chances: for each kind of game it deals ``--samples`` seeded deals, makes one seat play that
game (the seat, and the suit of a suit game, whose hand is best for it by a crude count:
trumps, top trumps and aces; for a Doppelkopf normal game every seat, by its party), lets four
rule-of-thumb players play the cards (without announcements, knocks or doublings, so that
the models do not depend on themselves), and fits the logistic model of "the declarer's side
won" on the hand's counts by Newton's method with a small ridge (``--ridge``) on the weights.

Deterministic: the deals are seeded (``CALIBRATION_SEED``; the benchmark ``bots.py`` reports
on other seeds, so the report is not measured on the deals the models were fitted to), the fit
is exact arithmetic in a fixed order. ``--check`` fits and compares with the committed files
instead of writing them (exit 1 when they differ by more than 1e-6).

The models, by file and name:

* ``doppelkopf_models.json`` (the ``ddv`` preset's deals): ``normal-re``, ``normal-kontra``
  (a normal game for either party), ``solo-suit`` (the four suit solos), ``solo-picture``
  (the queens and jacks solos; other picture solos are weighed with it), ``solo-aces``.
* ``schafkopf_models.json``: ``sauspiel``, ``solo``, ``wenz``, ``farbwenz``, ``geier``, each
  for the ``long`` deck (the ``sauspiel`` preset's deals) and the ``short`` one (``short``,
  with Farbwenz and Geier enabled).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from trickgames import doppelkopf as dk
from trickgames import schafkopf as sk
from trickgames._core.rng import derive_seed
from trickgames.bots import doppelkopf as bdk
from trickgames.bots import schafkopf as bsk
from trickgames.bots._base import FEATURES, play_deal
from trickgames.doppelkopf.contracts import Contract as DkContract
from trickgames.doppelkopf.contracts import Reservation
from trickgames.schafkopf.contracts import Contract as SkContract
from trickgames.schafkopf.contracts import Kind

#: The seed every calibration deal derives from (``derive_seed(CALIBRATION_SEED, k)``).
CALIBRATION_SEED = 0xCA1B

HERE = Path(__file__).resolve().parent
PACKAGE = HERE.parent / "src" / "trickgames" / "bots"

#: One observation: the hand's counts and whether its side won.
Sample = tuple[tuple[int, ...], bool]


# -- players that play the game they are told to ---------------------------------------------


def _quiet_doppelkopf() -> bdk.HeuristicPlayer:
    player = bdk.HeuristicPlayer()
    player.announce_chance = player.no90_chance = 2.0  # never announce
    return player


def _quiet_schafkopf() -> bsk.HeuristicPlayer:
    player = bsk.HeuristicPlayer()
    player.knock_chance = player.re_chance = 2.0
    player.kontra_threshold = 99.0
    return player


class _DkForced:
    """Reserves and declares ``solo`` at ``seat`` (healthy elsewhere, ``None``: all healthy),
    then plays its cards as the rule-of-thumb player, announcing nothing."""

    def __init__(self, seat: int, target: int | None, solo: Reservation | None) -> None:
        self.mine = seat == target
        self.solo = solo
        self.player = _quiet_doppelkopf()

    def choose(self, view: dk.PlayerView) -> Any:
        actions = view.legal_actions
        verbs = {a.verb: a for a in actions}
        if "healthy" in verbs or "reserve" in verbs:
            wanted = "reserve" if self.mine and self.solo is not None else "healthy"
            return verbs.get(wanted, actions[0])
        if verbs.keys() == {"declare"}:
            return next(a for a in actions if a.reservation is self.solo)
        return self.player.choose(view)

    def interject(self, view: dk.PlayerView) -> Any:
        return None


class _SkForced:
    """Bids and declares ``contract`` at ``seat`` (passing elsewhere), then plays its cards
    as the rule-of-thumb player, without knocks or doublings."""

    def __init__(self, seat: int, target: int, contract: SkContract) -> None:
        self.mine = seat == target
        self.contract = contract
        self.player = _quiet_schafkopf()

    def choose(self, view: sk.PlayerView) -> Any:
        actions = view.legal_actions
        own = [a for a in actions if not isinstance(a, sk.actions.Knock)]
        verbs = {a.verb: a for a in own}
        if "bid" in verbs or "pass" in verbs:
            return verbs["bid" if self.mine and "bid" in verbs else "pass"]
        if "declare" in verbs:
            return next(a for a in own if a.verb == "declare" and a.contract is self.contract)
        return self.player.choose(view)

    def interject(self, view: sk.PlayerView) -> Any:
        return None


# -- the samples -----------------------------------------------------------------------------


def _crude(features: Sequence[int]) -> int:
    """A crude count of how good a hand is for a game: trumps, top trumps, aces."""
    named = dict(zip(FEATURES, features, strict=True))
    return named["trumps"] + named["top"] + named["aces"] + named["ace_tens"]


def _won(game: Any, final: Any, seat: int) -> bool:
    import trickgames

    entry = trickgames.GAMES[game.__name__.rsplit(".", 1)[-1]]
    return entry.presenter.amounts(game.score(final))[seat] > 0


def _dk_solos(kind: str, rules: dk.Rules) -> list[Reservation]:
    return [r for r in rules.solos if bdk._model_key(DkContract.of(r), True) == f"solo-{kind}"]


def _dk_samples(model: str, index: int) -> list[Sample]:
    rules = dk.rules.DDV
    seed = derive_seed(CALIBRATION_SEED, index)
    dealer = index & 3
    state = dk.deal(rules, seed=seed, dealer=dealer)
    hands = [dk.view(state, s).hand for s in range(4)]
    forehand = (dealer + 1) & 3
    if model.startswith("normal"):
        if any(h.count(dk.Card.CQ) == 2 for h in hands):
            return []  # a silent marriage: no normal game
        final = play_deal(dk, state, [_DkForced(s, None, None) for s in range(4)])
        out = []
        for seat in range(4):
            re = dk.Card.CQ in hands[seat]
            if ("normal-re" if re else "normal-kontra") == model:
                out.append((bdk.model_features(hands[seat], DkContract.NORMAL, rules,
                                               seat == forehand), _won(dk, final, seat)))
        return out
    solos = _dk_solos(model.removeprefix("solo-"), rules)
    target, solo = max(((s, r) for s in range(4) for r in solos), key=lambda sr: (
        _crude(bdk.model_features(hands[sr[0]], DkContract.of(sr[1]), rules)), -sr[0]))
    final = play_deal(dk, state, [_DkForced(s, target, solo) for s in range(4)])
    leads = target == forehand
    return [(bdk.model_features(hands[target], DkContract.of(solo), rules, leads),
             _won(dk, final, target))]


_SK_RULES = {"long": sk.rules.SAUSPIEL, "short": sk.rules.SHORT.replace(
    games=sk.rules.SHORT.games | {sk.GameClass.FARBWENZ, sk.GameClass.GEIER})}


def _sk_contracts(kind: str) -> list[SkContract]:
    return [c for c in SkContract if c.declarable and not c.tout and c.kind.value == kind
            and c.kind is not Kind.FARBGEIER]


def _sk_samples(model: str, index: int) -> list[Sample]:
    kind, deck_name = model.rsplit("-", 1)
    short = deck_name == "short"
    rules = _SK_RULES[deck_name]
    seed = derive_seed(CALIBRATION_SEED ^ (1 if short else 2), index)
    dealer = index & 3
    state = sk.deal(rules, seed=seed, dealer=dealer)
    hands = [sk.view(state, s).hand for s in range(4)]
    forehand = (dealer + 1) & 3
    if kind == "sauspiel":
        player = bsk.HeuristicPlayer()
        target = next((s for s in ((index + k) & 3 for k in range(4))
                       if player._best_sauspiel(sk.view(state, s))[1] is not None), None)
        if target is None:
            return []
        contract = player._best_sauspiel(sk.view(state, target))[1]
        assert contract is not None
    else:
        target, contract = max(((s, c) for s in range(4) for c in _sk_contracts(kind)),
                               key=lambda sc: (_crude(bsk.model_features(
                                   hands[sc[0]], sc[1], short)), -sc[0]))
    final = play_deal(sk, state, [_SkForced(s, target, contract) for s in range(4)])
    return [(bsk.model_features(hands[target], contract, short, target == forehand),
             _won(sk, final, target))]


def _chunk(task: tuple[str, str, int, int]) -> list[Sample]:
    game, model, start, stop = task
    make: Callable[[str, int], list[Sample]] = _dk_samples if game == "doppelkopf" else (
        _sk_samples)
    return [s for k in range(start, stop) for s in make(model, k)]


def samples(game: str, model: str, count: int, jobs: int) -> list[Sample]:
    """The samples of ``count`` deals for ``model``, in deal order."""
    step = max(1, count // (8 * jobs))
    tasks = [(game, model, k, min(count, k + step)) for k in range(0, count, step)]
    if jobs <= 1:
        return [s for t in tasks for s in _chunk(t)]
    with ProcessPoolExecutor(jobs) as pool:
        return [s for part in pool.map(_chunk, tasks) for s in part]


# -- the fit ---------------------------------------------------------------------------------


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``matrix⁻¹ vector`` by Gaussian elimination with partial pivoting."""
    n = len(vector)
    rows = [[*row, v] for row, v in zip(matrix, vector, strict=True)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(n):
            if r != col and rows[r][col]:
                factor = rows[r][col] / rows[col][col]
                rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    return [rows[i][n] / rows[i][i] for i in range(n)]


def fit(data: Sequence[Sample], ridge: float) -> tuple[float, list[float]]:
    """The bias and weights of the logistic model of ``data`` (Newton's method, 25 steps,
    a ridge of ``ridge`` on the weights, none on the bias)."""
    n = len(FEATURES) + 1
    beta = [0.0] * n
    rows = [(1.0, *map(float, x)) for x, _ in data]
    ys = [1.0 if y else 0.0 for _, y in data]
    for _ in range(25):
        grad = [-ridge * b if i else 0.0 for i, b in enumerate(beta)]
        hess = [[(ridge if i == j and i else 0.0) for j in range(n)] for i in range(n)]
        for x, y in zip(rows, ys, strict=True):
            z = max(-40.0, min(40.0, sum(b * v for b, v in zip(beta, x, strict=True))))
            p = 1 / (1 + math.exp(-z))
            w = p * (1 - p)
            for i in range(n):
                grad[i] += (y - p) * x[i]
                if x[i]:
                    row = hess[i]
                    for j in range(n):
                        row[j] += w * x[i] * x[j]
        step = _solve(hess, grad)
        beta = [b + s for b, s in zip(beta, step, strict=True)]
        if max(abs(s) for s in step) < 1e-10:
            break
    return round(beta[0], 6), [round(b, 6) for b in beta[1:]]


MODELS = {
    "doppelkopf": ("normal-re", "normal-kontra", "solo-suit", "solo-picture", "solo-aces"),
    "schafkopf": tuple(f"{kind}-{deck}" for deck in ("long", "short")
                       for kind in ("sauspiel", "solo", "wenz", "farbwenz", "geier")),
}


def models(game: str, count: int, jobs: int, ridge: float,
           log: Callable[[str], None]) -> Iterator[tuple[str, dict[str, Any]]]:
    for name in MODELS[game]:
        data = samples(game, name, count, jobs)
        bias, weights = fit(data, ridge)
        wins = sum(1 for _, y in data if y)
        log(f"{game} {name}: {len(data)} samples, {wins} won, bias {bias:+.3f}")
        yield name, {"bias": bias, "weights": weights, "samples": len(data), "won": wins}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", type=int, default=1000, help="deals per model")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--ridge", type=float, default=1.0)
    parser.add_argument("--game", choices=sorted(MODELS), action="append")
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed files instead of writing them")
    args = parser.parse_args(argv)
    status = 0
    for game in args.game or sorted(MODELS):
        path = PACKAGE / f"{game}_models.json"
        fitted = dict(models(game, args.samples, args.jobs, args.ridge,
                             lambda line: print(line, file=sys.stderr)))
        doc = {"fitted_by": "benchmarks/bots_calibrate.py", "seed": CALIBRATION_SEED,
               "deals_per_model": args.samples, "ridge": args.ridge,
               "features": list(FEATURES), "models": fitted}
        if args.check:
            old = json.loads(path.read_text("utf-8"))["models"]
            for name, model in fitted.items():
                diff = max(abs(a - b) for a, b in zip(
                    [model["bias"], *model["weights"]],
                    [old[name]["bias"], *old[name]["weights"]], strict=True))
                if diff > 1e-6:
                    print(f"{path.name} {name}: differs by {diff:.3g}", file=sys.stderr)
                    status = 1
        else:
            path.write_text(json.dumps(doc, indent=1) + "\n", "utf-8")
    return status


if __name__ == "__main__":
    raise SystemExit(main())
