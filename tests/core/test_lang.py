"""Languages and the German catalogue of error codes (docs/cli.md "Deutsch"; docs/api.md
"Errors": every error carries a stable code, for translation)."""

from __future__ import annotations

import ast
import io
import re
import string
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs
import pytest

import trickgames
from tests.core._records import dev_record
from tests.doppelkopf.helpers import hands_with, run
from trickgames import bots, daily, svg
from trickgames import doppelkopf as dk
from trickgames import schafkopf as sk
from trickgames._core.catalogue_de import MESSAGES, SCORE_ITEMS
from trickgames._core.errors import (
    ArgumentError,
    IllegalActionError,
    ParseError,
    Problem,
    RecordError,
    RulesError,
    TrickgamesError,
)
from trickgames._core.frozen import FrozenDict
from trickgames._core.issues import Issue
from trickgames._core.lang import (
    check_language,
    item_label,
    language_from_env,
    render_error,
    render_issue,
    render_problem,
)
from trickgames._core.validation import validate_value

SOURCE = Path(__file__).resolve().parents[2] / "src" / "trickgames"
_CODE = re.compile(r"^[a-z][a-z0-9]*(_[a-z0-9]+)*$")
#: Calls whose positional argument at this index is a code.
_CODE_ARGUMENT = {"illegal": 1, "Issue": 1, "_issue": 1}


def _codes(node: ast.AST) -> set[str]:
    """The code-shaped string constants in an expression."""
    return {n.value for n in ast.walk(node) if isinstance(n, ast.Constant)
            and isinstance(n.value, str) and _CODE.match(n.value)}


def _is_text(node: ast.AST) -> bool:
    """Whether an expression is a sentence (an f-string, a string with a space, a sum)."""
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and " " in node.value
    return isinstance(node, ast.BinOp) and (_is_text(node.left) or _is_text(node.right))


def _constant_codes(nodes: list[ast.expr]) -> set[str]:
    return {n.value for n in nodes if isinstance(n, ast.Constant) and isinstance(n.value, str)
            and _CODE.match(n.value) and "_" in n.value}


def codes_in_source(root: Path = SOURCE) -> dict[str, str]:
    """Every error code the library's source uses, with the file it is first found in: the
    ``code=`` of every error and its default, the code argument of ``illegal`` and ``Issue``,
    ``codes.append(...)``, what a ``code`` property returns, the codes of ``(code, reason)``
    (and ``(path, code, message)``) tuples next to a sentence, the codes returned in tuples
    (``return mask, "code"``) and those a ``code``/``duty`` variable is compared with. The
    computer players' reasons (``bots/``) are not error codes: they carry their German text
    themselves."""
    found: dict[str, str] = {}
    for path in sorted(root.rglob("*.py")):
        if "bots" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            codes: set[str] = set()
            if isinstance(node, ast.Call):
                func = node.func
                name = (func.id if isinstance(func, ast.Name)
                        else func.attr if isinstance(func, ast.Attribute) else "")
                index = _CODE_ARGUMENT.get(name)
                if index is not None and len(node.args) > index:
                    codes |= _codes(node.args[index])
                codes |= {c for k in node.keywords if k.arg == "code" for c in _codes(k.value)}
                if (name == "append" and isinstance(func, ast.Attribute)
                        and isinstance(func.value, ast.Name) and func.value.id == "codes"):
                    codes |= {c for a in node.args for c in _codes(a)}
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                args = node.args
                codes |= {c for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True)
                          if a.arg == "code" and d is not None for c in _codes(d)}
                if node.name == "code":  # a ``code`` property returns its codes
                    codes |= {c for r in ast.walk(node) if isinstance(r, ast.Return)
                              and r.value is not None for c in _codes(r.value)}
            elif isinstance(node, ast.Tuple) and any(_is_text(e) for e in node.elts):
                codes |= _constant_codes(node.elts)
            elif isinstance(node, ast.Return) and isinstance(node.value, ast.Tuple):
                codes |= _constant_codes(node.value.elts)
            elif (isinstance(node, ast.Compare) and isinstance(node.left, ast.Name)
                  and node.left.id in ("code", "duty")):
                codes |= {c for comparator in node.comparators for c in _codes(comparator)}
            for code in codes:
                found.setdefault(code, str(path.relative_to(root)))
    return found


def test_every_error_code_has_a_german_text() -> None:
    """docs/cli.md "Deutsch": every code used in the source has a German text in the
    catalogue (a new code without one fails here)."""
    codes = codes_in_source()
    assert len(codes) > 100  # the scan finds the codes (there are well over a hundred)
    missing = {c: where for c, where in codes.items()
               if c not in MESSAGES and c not in SCORE_ITEMS}
    assert missing == {}


def test_the_scan_finds_each_way_of_naming_a_code(tmp_path: Path) -> None:
    """docs/cli.md "Deutsch": the scan of the source finds a code however it is handed to an
    error, so that the check above cannot miss one."""
    (tmp_path / "m.py").write_text(
        'def f(x, *, code="a_default"):\n'
        '    raise illegal(x, "an_illegal", "reason")\n'
        '    Issue("$", "an_issue", "message")\n'
        '    ParseError("boom", code="a_keyword")\n'
        '    codes.append("an_appended")\n'
        '    return "a_pair", f"cannot {x}"\n'
        'class U:\n'
        '    def code(self):\n'
        '        return "a_property"\n'
        'def g(m):\n'
        '    if duty == "a_compared":\n'
        '        return m, "a_returned"\n'
        '    return ("$.p", "a_triple", "some message")\n', encoding="utf-8")
    assert set(codes_in_source(tmp_path)) == {
        "a_default", "an_illegal", "an_issue", "a_keyword", "an_appended", "a_pair",
        "a_compared", "a_returned", "a_triple", "a_property"}


def test_english_is_the_message_itself() -> None:
    """docs/cli.md "Deutsch": in English an error reads exactly as the library raised it."""
    state = dk.deal("ddv", seed=1)
    with pytest.raises(IllegalActionError) as caught:
        dk.check(state, dk.parse_action("p3 healthy"))
    assert render_error(caught.value, "en") == caught.value.message



def test_german_cuts_a_long_key_in_the_path_it_names() -> None:
    """records.md "Validation" (a message quotes at most 60 characters of any text of the
    record): a German message names the path of its problem with each key longer than 60
    characters cut; the issue's own path stays exact."""
    value = dev_record()
    value["result"]["k" * 5000] = 1
    issue = next(i for i in validate_value(value).issues if i.code == "unknown_field")
    assert issue.path == "$.result." + "k" * 5000
    assert render_issue(issue, "de") == (
        'Unbekanntes Feld ($.result["' + "k" * 60 + '…" (5,000 characters)]).')


def test_german_names_seat_action_and_rule() -> None:
    """docs/cli.md "Deutsch": a German error names the seat, the action and the rule, with the
    values the English message quotes."""
    state = sk.deal("standard", seed=0)
    with pytest.raises(IllegalActionError) as caught:
        sk.check(state, sk.parse_action("p0 play EO"))
    text = render_error(caught.value, "de")
    assert text == ("p0: Jetzt wird noch keine Karte gespielt (play EO): erst wird angesagt "
                    "bzw. gereizt.")
    named = render_error(caught.value, "de", name=lambda seat: f"Spieler {seat}",
                         action=lambda words: words.upper())
    assert named.startswith("Spieler 0: ") and "(PLAY EO)" in named
    with pytest.raises(ParseError) as parse:
        dk.Card.parse("XY")
    assert render_error(parse.value, "de") == "Unbekannte Karte 'XY'."
    values = FrozenDict(led="clubs", holds="CA, CK")
    issue = Issue("$.actions[3]", "must_follow_suit", "p2 must follow clubs (holds CA, CK)",
                  params=values)
    assert render_issue(issue, "de") == "Kreuz muss bedient werden (auf der " \
        "Hand: CA, CK)."
    assert render_issue(issue, "en") == issue.message
    played = Issue("$.actions[7]", "must_follow_suit",
                   "`p2 play HT`: p2 must follow clubs (holds CA, CK)",
                   params=FrozenDict(values, seat="p2", action="play HT"))
    assert render_issue(played, "de") == "p2: Kreuz muss bedient werden (play HT; auf der " \
        "Hand: CA, CK)."


#: A Doppelkopf deal (ddv, dealer p0) whose eighth action, ``p2 play HT``, does not follow
#: clubs: p2 holds CA, CK, C9.
_REVOKE_HANDS = ["CT CT CQ SQ SQ HA HT HJ DT DQ D9 D9", "CA CQ CJ CJ SA ST ST SK HK DK DK DJ",
                 "CA CK C9 SA SJ SJ S9 HT HK HJ H9 DA", "CK C9 SK S9 HA HQ HQ H9 DA DT DQ DJ"]
_REVOKE_ACTIONS = ["p1 healthy", "p2 healthy", "p3 healthy", "p0 healthy",
                   "p2 announce kontra", "p0 announce re", "p1 play CA"]
#: A Ramsch (Schafkopf, with the overtake duty) where p0 led E8 and p1 holds EZ and E7.
_RAMSCH_HANDS = ["EO EU HA EA GA SA E8 H7", "GO GU HZ EZ GZ SZ E7 H8",
                 "HO HU HK EK GK SK G8 S8", "SO SU H9 E9 G9 S9 G7 S7"]
_RAMSCH_ACTIONS = ["p0 pass", "p1 pass", "p2 pass", "p3 pass", "p0 play E8"]


def _revoke_state() -> Any:
    state = dk.deal("ddv", hands=[h.split() for h in _REVOKE_HANDS], dealer=0)
    for line in _REVOKE_ACTIONS:
        state = dk.apply(state, line)
    return state


def _ramsch_state() -> Any:
    rules = sk.STANDARD.replace(all_pass="ramsch", ramsch_must_overtake=True)
    state = sk.deal(rules, hands=[h.split() for h in _RAMSCH_HANDS], dealer=3)
    for line in _RAMSCH_ACTIONS:
        state = sk.apply(state, line)
    return state


def _poverty_state() -> Any:
    hands = hands_with({1: "CA CA CT CT CK CK SA SA ST ST DJ D9", 0: "CQ", 3: "CQ"}, "pagat")
    return run(hands, ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy",
                       "p1 declare poverty"], rules="pagat")


def _notation() -> None:
    from trickgames.terminal import play_in_terminal
    play_in_terminal("doppelkopf", "ddv", out=io.StringIO(), cards="runes")


#: For every catalogue code whose German text names a value the error carries (``{quoted}``,
#: ``{holds}``, ``{led}``): a call of the public API that raises it, the values its English
#: message names and the same values as the German text names them.
_VALUED: dict[str, tuple[Callable[[], object], list[str], list[str]]] = {
    "must_follow_suit": (lambda: dk.check(_revoke_state(), "p2 play HT"),
                         ["clubs", "CA, CK, C9"], ["Kreuz", "CA, CK, C9"]),
    "must_overtake": (lambda: sk.check(_ramsch_state(), "p1 play E7"), ["EZ"], ["EZ"]),
    "poverty_must_give_trumps": (lambda: dk.check(_poverty_state(), "p1 give CA CT DJ"),
                                 ["DJ, D9"], ["DJ, D9"]),
    "malformed_action": (lambda: dk.parse_action("p2 play HT HK"), ["'p2 play HT HK'"],
                         ["'p2 play HT HK'"]),
    "unknown_verb": (lambda: sk.parse_action("p2 plya HT"), ["'plya'"], ["'plya'"]),
    "unknown_card": (lambda: sk.Card.parse("XY"), ["'XY'"], ["'XY'"]),
    "unknown_seat": (lambda: dk.parse_action("p9 play HT"), ["'p9'"], ["'p9'"]),
    "unknown_announcement": (lambda: dk.parse_action("p1 announce foo"), ["'foo'"], ["'foo'"]),
    "unknown_reservation": (lambda: dk.parse_action("p1 declare bogus"), ["'bogus'"],
                            ["'bogus'"]),
    "unknown_game_class": (lambda: sk.parse_action("p0 hold x"), ["'x'"], ["'x'"]),
    "unknown_language": (lambda: check_language("fr"), ["'fr'"], ["'fr'"]),
    "unknown_notation": (_notation, ["'runes'"], ["'runes'"]),
    "unknown_game": (lambda: trickgames.GAMES["chess"], ["'chess'"], ["'chess'"]),
    "unsupported_game": (lambda: trickgames.redact({"game": "chess"}, 0), ["'chess'"],
                         ["'chess'"]),
    "unknown_preset": (lambda: dk.Rules.from_json("tsrx"), ["'tsrx'"], ["'tsrx'"]),
    "unknown_player": (lambda: bots.player_factory("nobody"), ["'nobody'"], ["'nobody'"]),
    "invalid_player_name": (lambda: bots.register_player("a b", bots.make_player),
                            ["'a b'"], ["'a b'"]),
    "invalid_player_factory": (lambda: bots.register_player("x", 3), ["3"],  # type: ignore[arg-type]
                               ["3"]),
    "player_registered": (lambda: bots.register_player("random", bots.make_player),
                          ["'random'"], ["'random'"]),
    "player_not_picklable": (lambda: bots.duplicate("schafkopf", ["random", lambda g, s: None],
                                                    jobs=2),  # type: ignore[list-item]
                             ["'<lambda>'"], ["'<lambda>'"]),
    "invalid_lineup": (lambda: bots.duplicate("schafkopf", ["random"]), ["'random'"],
                       ["'random'"]),
    "unknown_entrant": (lambda: bots.duplicate("schafkopf", ["random", "heuristic"],
                                               deals=1).standing("x"), ["'x'"], ["'x'"]),
    "invalid_interval": (lambda: bots.mean_interval([]), ["no values"], ["[]"]),
    "invalid_argument": (lambda: bots.duplicate("schafkopf", ["random", "random"], deals=0),
                         ["0"], ["deals=0"]),
    "invalid_date": (lambda: daily.parse_date("1.5.2024"), ["'1.5.2024'"], ["'1.5.2024'"]),
    "invalid_deal_number": (lambda: daily.seed("schafkopf", None, "2024-05-01", 4), ["4"],
                            ["4"]),
    "invalid_card": (lambda: svg.card(7, "schafkopf"), ["7"], ["7"]),
    "invalid_width": (lambda: svg.card("EO", "schafkopf", width=-2), ["-2"], ["-2"]),
    "invalid_overlap": (lambda: svg.hand(["EO"], "schafkopf", overlap=1.5), ["1.5"], ["1.5"]),
    "invalid_trick": (lambda: svg.trick(["EO"] * 5, 0, "schafkopf"), ["5"], ["5"]),
    "invalid_view": (lambda: svg.table([]), ["list"], ["list"]),
    "invalid_names": (lambda: svg.table(dk.view(dk.deal("ddv", seed=1), 0), names=["A"]),
                      ["1"], ["1"]),
}


def _raised(call: Callable[[], object]) -> TrickgamesError:
    with pytest.raises(TrickgamesError) as caught:
        call()
    return caught.value


def test_every_valued_code_has_a_real_error() -> None:
    """docs/cli.md "Deutsch": every German text that names a value of its error (the quoted
    word, the cards held, the suit to follow) is checked below with a real error of the
    library (a new such text without one fails here)."""
    valued = {code for code, template in MESSAGES.items()
              if {f for _, f, _, _ in string.Formatter().parse(template)} & {
                  "quoted", "holds", "led"}}
    assert valued == set(_VALUED)


@pytest.mark.parametrize("code", sorted(_VALUED))
def test_german_names_the_values_of_a_real_error(code: str) -> None:
    """docs/cli.md "Deutsch": a real error of the library, in German, names the values its
    English message names (the unknown word as quoted, the cards the seat holds, the suit to
    follow in German), taken from the values the error carries."""
    call, english, german = _VALUED[code]
    error = _raised(call)
    assert error.code == code
    text = render_error(error, "de")
    assert text != error.message and text != MESSAGES[code]
    for value in english:
        assert value in error.message
    for value in german:
        assert value in text


@pytest.mark.parametrize("code", sorted(_VALUED))
def test_german_does_not_read_the_english_message(code: str) -> None:
    """docs/cli.md "Deutsch": the German text of an error comes from its code and the values
    it carries, not from its English message: rewording the English changes nothing."""
    error = _raised(_VALUED[code][0])
    other = "an English sentence worded quite differently (holds nothing) 'x'"
    reworded: TrickgamesError
    if isinstance(error, RecordError):
        reworded = RecordError([attrs.evolve(i, message=other) for i in error.issues])
    elif isinstance(error, RulesError):
        reworded = RulesError([attrs.evolve(p, message=other) for p in error.details],
                              codes=error.codes)
    elif isinstance(error, IllegalActionError):
        reworded = IllegalActionError(other, code=code, seat=error.seat, action=error.action,
                                      params=error.params)
    else:
        reworded = type(error)(other, code=code, params=error.params)
    assert reworded.message != error.message and reworded.code == code
    assert reworded.params == error.params
    assert render_error(reworded, "de") == render_error(error, "de")


def test_an_illegal_action_s_issue_carries_its_values() -> None:
    """records.md Validation step 4; docs/cli.md "Deutsch": the issue of an illegal action
    carries the error's values, the seat and the action's words, so that its German text
    names them; its English message is the action and the error's message."""
    record = {"format": "trickgames.record/1", "game": "doppelkopf", "rules": "ddv",
              "dealer": 0, "hands": [h.split() for h in _REVOKE_HANDS],
              "actions": [*_REVOKE_ACTIONS, "p2 play HT"]}
    [issue] = trickgames.validate(record).issues
    error = _raised(lambda: dk.check(_revoke_state(), "p2 play HT"))
    assert (issue.path, issue.code) == ("$.actions[7]", "must_follow_suit")
    assert issue.message == f"`p2 play HT`: {error.message}"
    assert dict(issue.params) == {**error.params, "seat": "p2", "action": "play HT"}
    assert render_issue(issue, "de") == ("p2: Kreuz muss bedient werden (play HT; auf der "
                                         "Hand: CA, CK, C9).")
    reworded = attrs.evolve(issue, message="something else")
    assert render_issue(reworded, "de") == render_issue(issue, "de")


def test_an_import_problem_speaks_with_its_issue_s_values() -> None:
    """importers.md "Command line and API", docs/cli.md "Deutsch": a deal not imported because
    its record does not validate keeps the validation code, and its German text names the
    values of the issue (not read from the English message)."""
    from trickgames._core.lang import render_import_problem

    values = FrozenDict(led="eichel", holds="EZ, E7", seat="p1", action="play GZ")
    text = render_import_problem("must_follow_suit", "the record does not validate", "de",
                                 values)
    assert text == "p1: Eichel muss bedient werden (play GZ; auf der Hand: EZ, E7)."
    assert render_import_problem("must_follow_suit", "x", "en", values) == "x"


_DK_DEADLINES = {"re": 11, "no90": 9, "no60": 6, "no30": 3}
#: Invalid rules of each game and the codes of their problems (and parts): every kind of
#: problem the options machinery and the games' rules modules report.
_BAD_RULES: list[tuple[Any, Any, list[str]]] = [
    (dk, {"preset": "ddv", "nines": 3}, ["option_not_bool"]),
    (dk, {"preset": "ddv", "dulle": "always"}, ["option_not_one_of"]),
    (dk, {"preset": "ddv", "bock_multiplier": 1}, ["option_below_minimum"]),
    (dk, {"preset": "ddv", "solos": ["solo-x"]}, ["option_unknown_entry"]),
    (dk, {"preset": "ddv", "marriage_tricks": 12, "nines": False},
     ["marriage_tricks_above_hand"]),
    (dk, {"preset": "ddv", "announcement_deadlines": {"x": 1}},
     ["option_problems", "option_unknown_keys", "option_missing_keys"]),
    (dk, {"preset": "ddv", "announcement_deadlines": 3}, ["deadlines_not_object"]),
    (dk, {"preset": "ddv", "announcement_deadlines": {**_DK_DEADLINES, "schwarz": "3"}},
     ["option_key_not_integer"]),
    (dk, {"preset": "ddv", "announcement_deadlines": {**_DK_DEADLINES, "re": 13, "no60": 10,
                                                      "schwarz": 3, "last": 4}},
     ["deadline_above_hand", "deadlines_increase", "deadline_last_above_schwarz"]),
    (dk, {"preset": "ddv", "hyperswines": True}, ["hyperswines_without_swines"]),
    (dk, {"preset": "ddv", "swines": True, "hyperswines": True,
          "swines_announce": "second_only"}, ["hyperswines_with_second_only"]),
    (dk, {"preset": "ddv", "swines": True, "hyperswines": True, "genscher": True,
          "nines": False}, ["genscher_with_king_hyperswines"]),
    (dk, {"preset": "ddv", "nines": False, "throw_in": {"nines": 5}},
     ["throw_in_without_nines"]),
    (dk, {"preset": "ddv", "charlie": "none", "extra_points": ["double_charlie"]},
     ["double_charlie_without_charlie"]),
    (dk, {"preset": "ddv", "throw_in": 3}, ["option_not_object"]),
    (dk, {"preset": "ddv", "throw_in": {"x": 1, "kings": 99, "fox_highest_trump": 1}},
     ["option_problems", "option_unknown_keys", "option_key_out_of_range",
      "option_key_not_true"]),
    (dk, {"preset": "tsr", "colour": 1}, ["preset_unknown", "option_unknown"]),
    (dk, {"nines": True, "preset": None}, ["preset_missing"]),
    (dk, {"preset": 3}, ["preset_not_a_name"]),
    (dk, 3, ["rules_not_object"]),
    (sk, {"preset": "standard", "games": {"bettel-ouvert": True}},
     ["games_ouvert_without_bettel"]),
    (sk, {"preset": "standard", "games": ["sauspiel", "solo-tout"]},
     ["games_tout_without_game"]),
    (sk, {"preset": "standard", "games": ["sauspiel"]}, ["games_without_single"]),
    (sk, {"preset": "standard", "games": ["x"]}, ["games_unknown_game"]),
    (sk, {"preset": "standard", "games": {"solo": 1}}, ["games_flag_not_bool"]),
    (sk, {"preset": "standard", "games": 3}, ["games_not_a_list"]),
    (sk, {"preset": "standard", "deck": "short", "running_away_min": 5},
     ["running_away_above_suit"]),
    (sk, {"preset": "standard", "running_away_min": 9}, ["option_out_of_range"]),
    (sk, {"preset": "standard", "tariff": 3}, ["option_not_object"]),
    (sk, {"preset": "standard", "tariff": {"x": 1}}, ["option_unknown_keys"]),
    (sk, {"preset": "standard", "tariff": {"solo": -1}}, ["option_key_negative"]),
    (sk, {"preset": "standard", "laufende_min": 0}, ["laufende_min_not_valid"]),
    (sk, {"preset": "standard", "laufende_min": {"wenz": 0}}, ["option_key_not_positive"]),
    (sk, {"preset": "standard", "laufende_min": {"x": 1}}, ["option_unknown_keys"]),
    (sk, {"preset": "standard", "ramsch_durchmarsch": 3}, ["durchmarsch_not_valid"]),
    (sk, {"preset": "wirtshaus", "ramsch_tie": "all_pay", "tariff": {"ramsch": 15},
          "ramsch_jungfrau": "double_individually_once"}, ["ramsch_amount_odd"]),
    (sk, "sauspeil", ["preset_unknown"]),
]


def _all_problems(problems: tuple[Problem, ...]) -> list[Problem]:
    return [q for p in problems for q in (p, *p.parts)]


@pytest.mark.parametrize(("game", "value", "codes"), _BAD_RULES)
def test_every_problem_of_invalid_rules_is_german(game: Any, value: Any,
                                                  codes: list[str]) -> None:
    """docs/cli.md "Deutsch" (every error message in German); records.md Validation step 2:
    each problem of invalid rules has its own code, the values its message names, and a German
    text whose every placeholder those values fill; German shows no English problem, English
    is the message as the library raised it."""
    with pytest.raises(RulesError) as caught:
        game.Rules.from_json(value)
    exc = caught.value
    problems = _all_problems(exc.details)
    assert [p.code for p in problems] == codes
    for problem in problems:
        template = MESSAGES[problem.code]
        fields = {f for _, f, _, _ in string.Formatter().parse(template) if f}
        assert fields <= set(problem.params) | ({"parts"} if problem.parts else set())
    german = render_error(exc, "de")
    assert all(p.message not in german for p in problems)
    assert german == " ".join(render_problem(p, "de") for p in exc.details)
    assert render_error(exc, "en") == exc.message == "; ".join(exc.problems)


@pytest.mark.parametrize("game", [dk, sk])
def test_rules_made_in_python_speak_german(game: Any) -> None:
    """docs/cli.md "Deutsch": rules made in Python with an unknown preset or a value of the
    wrong type are refused in German too."""
    preset = next(iter(game.PRESETS.values()))
    with pytest.raises(RulesError) as caught:
        attrs.evolve(preset, preset="xx")
    assert render_error(caught.value, "de").startswith(f"Unbekannte {game.Rules.GAME}-"
                                                       "Regelvorlage 'xx' (bekannt: ")
    with pytest.raises(RulesError) as caught:
        attrs.evolve(preset, schneider=3) if game is sk else attrs.evolve(preset, nines=3)
    assert render_error(caught.value, "de").startswith("Option ")


def test_a_rules_problem_without_a_code_of_its_own_stays_english() -> None:
    """docs/cli.md "Deutsch": a rules problem given as a bare sentence (a caller's own rules
    class) is shown as written rather than as a bare "invalid rules"."""
    exc = RulesError(["jokers cannot be played very fast"])
    assert render_error(exc, "de") == "jokers cannot be played very fast"


def test_the_validator_s_rules_issues_are_german() -> None:
    """docs/cli.md "Deutsch"; records.md Validation step 2: a record's invalid rules are one
    issue per problem at $.rules with the codes records report, each shown in German from its
    problem."""
    record = dev_record(0)
    record["rules"] = {"preset": "ddv", "nines": 3, "charlie": "always"}
    report = validate_value(record)
    assert [(i.path, i.code) for i in report.issues] == [("$.rules", "invalid_rules")] * 2
    assert [render_issue(i, "de") for i in report.issues] == [
        "Option 'nines': nur true oder false, nicht 3.",
        "Option 'charlie': muss eines von none, win, win_or_catch, "
        "win_or_catch_by_diamond_queen sein, nicht 'always'."]
    assert [render_issue(i, "en") for i in report.issues] == [i.message for i in report.issues]


def test_a_code_without_german_falls_back_to_english() -> None:
    """docs/cli.md "Deutsch": a code the catalogue lacks (a caller's own) is shown in
    English rather than not at all."""
    error = ArgumentError("something odd", code="callers_own_code")
    assert render_error(error, "de") == "something odd"


def test_the_language_comes_from_the_locale() -> None:
    """docs/cli.md "Deutsch": the default language is German when the first of LC_ALL,
    LC_MESSAGES, LANG that is set is German; English otherwise."""
    assert language_from_env({"LANG": "de_DE.UTF-8"}) == "de"
    assert language_from_env({"LC_ALL": "en_US.UTF-8", "LANG": "de_DE.UTF-8"}) == "en"
    assert language_from_env({"LC_MESSAGES": "de_AT", "LANG": "C"}) == "de"
    assert language_from_env({"LC_ALL": "", "LANG": "fr_FR"}) == "en"
    assert language_from_env({}) == "en"
    assert check_language("de") == "de"
    with pytest.raises(ArgumentError) as caught:
        check_language("fr")
    assert caught.value.code == "unknown_language"


def test_score_items_in_german() -> None:
    """docs/cli.md "Deutsch": score items are shown with the players' words (Fuchs gefangen,
    Karlchen, keine 90); English keeps the item's label."""
    assert item_label("fox_caught", "fox caught (trick 3)", "de") == "Fuchs gefangen, Stich 3"
    assert item_label("fox_caught", "fox caught (trick 3)", "en") == "fox caught (trick 3)"
    assert item_label("no90_announced", "no90 announced", "de") == "keine 90 angesagt"
    assert item_label("reached_no60_against_no90", "x", "de") == \
        "keine 60 erreicht gegen keine 90"
    assert item_label("something_new", "something new", "de") == "something new"


@pytest.mark.parametrize("game", [dk, sk], ids=["doppelkopf", "schafkopf"])
def test_every_option_has_a_german_meaning(game: object) -> None:
    """docs/cli.md "Deutsch" and "trickgames rules": every option of the rules of both games
    has a German meaning (a new option without one fails here); English is the option's own
    meaning, as documented where the option is made."""
    from trickgames._core.catalogue_de import OPTIONS
    from trickgames._core.lang import option_meaning
    from trickgames._core.options import option_specs

    specs = option_specs(game.Rules)  # type: ignore[attr-defined]
    assert len(specs) > 10
    missing = [s.name for s in specs if s.name not in OPTIONS]
    assert missing == []
    for spec in specs:
        assert option_meaning(spec.name, spec.doc, "en") == spec.doc
        german = option_meaning(spec.name, spec.doc, "de")
        assert german == OPTIONS[spec.name] and german != spec.doc
        # The values a meaning names (`ramsch`, `tricks`) are the option's JSON values in
        # both languages.
        assert set(re.findall(r"`([a-z_-]+)`", german)) <= set(
            re.findall(r"`([a-z_-]+)`", spec.doc)), spec.name


def test_every_import_problem_has_a_german_text() -> None:
    """importers.md "Command line and API", docs/cli.md "Deutsch": every code an importer
    reports has a German text; a record that does not validate keeps its validation code and
    that code's German text."""
    from trickgames._core.catalogue_de import IMPORT_PROBLEMS
    from trickgames._core.lang import render_import_problem
    from trickgames.importers.netschafkopf import CODES

    assert set(CODES) <= set(IMPORT_PROBLEMS)
    assert render_import_problem("schieber", CODES["schieber"], "de") == IMPORT_PROBLEMS[
        "schieber"]
    assert render_import_problem("schieber", CODES["schieber"], "en") == CODES["schieber"]
    assert render_import_problem("incomplete", "the record ends early", "de") == \
        "Die Aufzeichnung endet vor dem Ende des Spiels."
