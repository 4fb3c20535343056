"""Shared material for the core tests: the bundled records and hypothesis strategies that
build random JSON values and mutated (mostly invalid) records."""

from __future__ import annotations

import copy
import json
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

DATA = Path(__file__).resolve().parents[1] / "data"
DEV_FILE = DATA / "doppelkopf" / "ddv-engine-dev.jsonl"
SCHAFKOPF_FILE = DATA / "schafkopf" / "sauspiel-payouts.jsonl"
SESSION_FILE = DATA / "doppelkopf-sessions" / "ddv-engine-dev-sessions.jsonl"

DK_CARDS = [s + r for s in "CSHD" for r in "ATKQJ9"]
SK_CARDS = [s + r for s in "EGHS" for r in "AZKOU987"]
VERBS = ["healthy", "reserve", "declare", "give", "accept", "decline", "return", "announce",
         "play", "knock", "pass", "bid", "hold", "kontra", "re", "fly"]
TOP_FIELDS = ["format", "game", "rules", "dealer", "hands", "actions", "context", "result",
              "players", "meta"]


@cache
def _lines(path: Path) -> tuple[str, ...]:
    return tuple(line for line in path.read_text(encoding="utf-8").splitlines() if line)


def _dev_lines() -> tuple[str, ...]:
    return _lines(DEV_FILE)


def schafkopf_record(index: int) -> dict[str, Any]:
    """A fresh copy of a bundled Schafkopf record (valid, with a result)."""
    lines = _lines(SCHAFKOPF_FILE)
    value: dict[str, Any] = json.loads(lines[index % len(lines)])
    return value


def session_record(index: int) -> dict[str, Any]:
    """A fresh copy of a bundled Doppelkopf session record (trickgames.session/1)."""
    lines = _lines(SESSION_FILE)
    value: dict[str, Any] = json.loads(lines[index % len(lines)])
    return value


def dev_record(index: int = 0) -> dict[str, Any]:
    """A fresh copy of record ``index`` of the bundled Doppelkopf dev file (a valid record)."""
    value: dict[str, Any] = json.loads(_dev_lines()[index])
    return value


def dev_count() -> int:
    """How many records the dev file holds."""
    return len(_dev_lines())


def data_lines() -> list[tuple[str, str]]:
    """Every record line of ``tests/data/**/*.jsonl``, labelled ``file:line``."""
    out = []
    for path in sorted(DATA.rglob("*.jsonl")):
        with path.open(encoding="utf-8") as handle:
            for number, line in enumerate(handle, start=1):
                if line.strip():
                    out.append((f"{path.relative_to(DATA)}:{number}", line))
    return out


@cache
def _engine_text(seed: int) -> str:
    # imported here so that the core tests of modules below the engine load without it
    from trickgames import doppelkopf as dk
    from trickgames._core.rng import Rng
    from trickgames.doppelkopf.record import to_record

    rng = Rng(seed)
    rules = dk.PRESETS[rng.choice(["ddv", "pagat"])].replace(
        nines=rng.choice([True, False]),
        swines=rng.choice([True, False]),
        poverty=rng.choice([True, False]),
        dulle=rng.choice(list(dk.Dulle)),
        charlie=rng.choice(list(dk.Charlie)),
        solo_lead=rng.choice(list(dk.SoloLead)),
        scoring=rng.choice(list(dk.Scoring)),
    )
    state = dk.deal(rules, seed=seed, dealer=rng.below(4))
    poor: set[int] = set()
    if seed % 2 and rules.poverty:  # odd seeds: look for a deal with a poverty and play it
        normal = dk.card_order(dk.Contract.NORMAL)
        for other in range(seed * 1000, seed * 1000 + 1000):
            state = dk.deal(rules, seed=other, dealer=rng.below(4))
            poor = {s for s in range(4)
                    if sum(normal.is_trump(c) for c in state.deal.hands[s]) <= 3}
            if poor:
                break
    while not state.is_over:
        actions = dk.legal_actions(state)
        preferred = [
            a for a in actions
            if (isinstance(a, dk.Reserve) and a.seat in poor)
            or (isinstance(a, dk.Healthy) and a.seat not in poor)
            or (isinstance(a, dk.Declare) and a.reservation is dk.Reservation.POVERTY)
            or isinstance(a, dk.Give | dk.Return | dk.Accept | dk.Decline)
        ] if poor else []
        state = dk.apply(state, rng.choice(preferred or actions))
    return to_record(state).to_text()


def engine_record(seed: int) -> dict[str, Any]:
    """A finished random legal deal under random options (valid), as a fresh record value."""
    value: dict[str, Any] = json.loads(_engine_text(seed))
    return value


def short_record(index: int = 0) -> dict[str, Any]:
    """A valid dev record cut after its reservation round (no result): fast to validate."""
    value = dev_record(index)
    actions = value["actions"]
    first_play = next(i for i, a in enumerate(actions) if " play " in a)
    value["actions"] = actions[: first_play + 4]
    del value["result"]
    return value


# -- random JSON -------------------------------------------------------------------------------

json_scalars = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20)
    | st.sampled_from(["ddv", "pagat", "doppelkopf", "schafkopf", "trickgames.record/1", "CQ",
                       "p0 play CQ", "_", "preset", "re", "kontra"])
)

json_values = st.recursive(
    json_scalars,
    lambda children: st.lists(children, max_size=6)
    | st.dictionaries(st.text(max_size=8) | st.sampled_from(TOP_FIELDS), children, max_size=6),
    max_leaves=25,
)

card_texts = st.sampled_from(DK_CARDS) | st.sampled_from(SK_CARDS) | st.sampled_from(
    ["cq", "♥10", "S10", "10", "", " ", "C", "CQQ", "XX", "♣A", "c 9"]
) | st.text(max_size=4)

action_texts = st.builds(
    lambda seat, verb, args, comment: " ".join([seat, verb, *args]) + comment,
    st.sampled_from(["p0", "p1", "p2", "p3", "P2", "p4", "x", ""]),
    st.sampled_from(VERBS),
    st.lists(card_texts | st.sampled_from(["re", "kontra", "no90", "no60", "no30", "schwarz",
                                           "marriage", "poverty", "solo-queens", "fleischlos"]),
             max_size=4),
    st.sampled_from(["", "  # note", "#", " # # #"]),
) | st.text(max_size=30)

rules_values = st.sampled_from(["ddv", "pagat", "standard", "", "DDV"]) | st.fixed_dictionaries(
    {"preset": st.sampled_from(["ddv", "pagat", "nope"]) | json_scalars},
    optional={
        "nines": st.booleans() | json_scalars,
        "dulle": st.sampled_from(["first_wins", "second_wins", "second-wins-except-last-trick"])
        | json_scalars,
        "swines": st.booleans(),
        "poverty": st.booleans(),
        "solo_lead": st.sampled_from(["compulsory_soloist", "forehand", "soloist", "x"]),
        "charlie": st.sampled_from(["none", "win", "win_or_catch", 3]),
        "scoring": st.sampled_from(["tsr", "pagat", "other"]),
        "bogus": json_scalars,
        "_note": json_scalars,
    },
)

context_values = st.fixed_dictionaries(
    {},
    optional={
        "compulsory_solo": st.lists(st.booleans(), min_size=3, max_size=5) | json_values,
        "forced_solo": st.integers(-1, 4) | json_scalars,
        "_x": json_values,
        "other": json_scalars,
    },
)

result_values = st.fixed_dictionaries(
    {},
    optional={
        "scores": st.lists(st.integers(-30, 30), min_size=3, max_size=5) | json_values,
        "winner": st.sampled_from(["re", "kontra", None, "both"]),
        "card_points": st.fixed_dictionaries(
            {}, optional={"re": st.integers(-5, 250), "kontra": st.integers(-5, 250),
                          "x": json_scalars}),
        "redeal": st.booleans() | json_scalars,
        "_why": json_values,
        "extra": json_scalars,
    },
) | json_values


# -- mutations of a valid record ----------------------------------------------------------------


def _index(draw: st.DrawFn, items: list[Any]) -> int:
    return draw(st.integers(0, len(items) - 1))


def _mutate_hands(draw: st.DrawFn, value: dict[str, Any]) -> None:
    hands = value["hands"]
    if not isinstance(hands, list) or not hands or not all(isinstance(h, list) for h in hands):
        value["hands"] = draw(json_values)
        return
    seat = _index(draw, hands)
    hand = hands[seat]
    kind = draw(st.sampled_from(
        ["swap", "duplicate", "replace", "remove", "add", "drop_hand", "add_hand", "type"]))
    if kind == "swap" and hand:
        other = hands[_index(draw, hands)]
        if other:
            i, j = _index(draw, hand), _index(draw, other)
            hand[i], other[j] = other[j], hand[i]
    elif kind == "duplicate" and hand:
        hand[_index(draw, hand)] = draw(st.sampled_from(hand))
    elif kind == "replace" and hand:
        hand[_index(draw, hand)] = draw(card_texts | json_scalars)
    elif kind == "remove" and hand:
        del hand[_index(draw, hand)]
    elif kind == "add":
        hand.append(draw(card_texts))
    elif kind == "drop_hand":
        del hands[seat]
    elif kind == "add_hand":
        hands.append(list(hand))
    else:
        hands[seat] = draw(json_values)


def _mutate_actions(draw: st.DrawFn, value: dict[str, Any]) -> None:
    actions = value["actions"]
    if not isinstance(actions, list) or not actions:
        value["actions"] = draw(st.lists(action_texts, max_size=5) | json_values)
        return
    kind = draw(st.sampled_from(
        ["swap", "duplicate", "replace", "delete", "insert", "truncate", "card", "type"]))
    i = _index(draw, actions)
    if kind == "swap":
        j = _index(draw, actions)
        actions[i], actions[j] = actions[j], actions[i]
    elif kind == "duplicate":
        actions.insert(i, actions[i])
    elif kind == "replace":
        actions[i] = draw(action_texts)
    elif kind == "delete":
        del actions[i]
    elif kind == "insert":
        actions.insert(i, draw(action_texts))
    elif kind == "truncate":
        del actions[i:]
    elif kind == "card" and isinstance(actions[i], str) and " play " in actions[i]:
        actions[i] = actions[i].rsplit(" ", 1)[0] + " " + draw(card_texts)
    else:
        actions[i] = draw(json_scalars)


def _mutate_field(draw: st.DrawFn, value: dict[str, Any]) -> None:
    kind = draw(st.sampled_from(
        ["drop", "replace", "unknown", "extension", "rules", "context", "result", "dealer",
         "players", "format", "game", "retype"]))
    key = draw(st.sampled_from(TOP_FIELDS))
    if kind == "drop":
        value.pop(key, None)
    elif kind == "replace":
        value[key] = draw(json_values)
    elif kind == "unknown":
        value[draw(st.text(min_size=1, max_size=8))] = draw(json_values)
    elif kind == "extension":
        value["_" + draw(st.text(max_size=6))] = draw(json_values)
    elif kind == "rules":
        value["rules"] = draw(rules_values)
    elif kind == "context":
        value["context"] = draw(context_values)
    elif kind == "result":
        value["result"] = draw(result_values)
    elif kind == "dealer":
        value["dealer"] = draw(st.integers(-2, 5) | json_scalars)
    elif kind == "players":
        value["players"] = draw(st.lists(st.text(max_size=5), max_size=5) | json_values)
    elif kind == "format":
        value["format"] = draw(st.sampled_from(
            ["trickgames.record/2", "trickgames.record/1.1", "trickgames.session/1",
             "trickgames.record/0", "", "TRICKGAMES.RECORD/1"]) | json_scalars)
    elif kind == "game":
        value["game"] = draw(st.sampled_from(["schafkopf", "skat", "Doppelkopf"]))
    elif key in value:
        old = value[key]
        value[key] = (
            [old] if not isinstance(old, list) else json.dumps(old) if old else {"k": old}
        )


@st.composite
def mutated_records(draw: st.DrawFn, max_mutations: int = 4) -> dict[str, Any]:
    """A valid record (from the dev file, some cut short) with 1..max_mutations mutations."""
    index = draw(st.integers(0, dev_count() - 1))
    base = draw(st.sampled_from(["dev", "short", "engine", "engine", "schafkopf", "session"]))
    if base == "dev":
        value = dev_record(index)
    elif base == "short":
        value = short_record(index)
    elif base == "engine":
        value = engine_record(draw(st.integers(0, 199)))
    elif base == "schafkopf":
        value = schafkopf_record(index)
    else:
        session = session_record(index)
        deals = session["deals"]
        if draw(st.booleans()):
            deals[:] = deals[: draw(st.integers(0, len(deals)))]
            session["standings"] = session["standings"][: len(deals)]
        if deals and draw(st.booleans()):  # mutate one deal of the session
            deal = deals[draw(st.integers(0, len(deals) - 1))]
            for _ in range(draw(st.integers(1, max_mutations))):
                if draw(st.booleans()):
                    _mutate_actions(draw, deal)
                else:
                    _mutate_hands(draw, deal)
            return session
        key = draw(st.sampled_from(["first_dealer", "players", "session", "standings",
                                    "deals", "rules", "game"]))
        session[key] = draw(json_values | st.integers(-1, 5))
        return session
    for _ in range(draw(st.integers(1, max_mutations))):
        target = draw(st.sampled_from(["hands", "actions", "actions", "field", "field"]))
        if target == "hands" and "hands" in value:
            _mutate_hands(draw, value)
        elif target == "actions" and "actions" in value:
            _mutate_actions(draw, value)
        else:
            _mutate_field(draw, value)
    return copy.deepcopy(value)


@st.composite
def mutated_texts(draw: st.DrawFn) -> bytes:
    """The UTF-8 text of a (possibly mutated) record, then truncated or with bytes injected."""
    if draw(st.booleans()):
        value: Any = draw(mutated_records(max_mutations=2))
    else:
        value = dev_record(draw(st.integers(0, dev_count() - 1)))
    raw = json.dumps(value, ensure_ascii=draw(st.booleans())).encode("utf-8")
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["truncate", "inject", "replace", "delete"]))
        at = draw(st.integers(0, len(raw)))
        if kind == "truncate":
            raw = raw[:at]
        elif kind == "inject":
            raw = raw[:at] + draw(st.binary(min_size=1, max_size=4)
                                  | st.sampled_from([b"\xff", b"\xc3", b"NaN", b"Infinity",
                                                     b"1e999", b'"a":1,', b"[" * 50, b"\x00"])
                                  ) + raw[at:]
        elif kind == "replace" and at < len(raw):
            raw = raw[:at] + draw(st.binary(min_size=1, max_size=1)) + raw[at + 1:]
        elif kind == "delete":
            raw = raw[:at] + raw[at + draw(st.integers(1, 10)):]
    return raw
