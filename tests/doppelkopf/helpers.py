"""Building hand-made Doppelkopf situations for the example tests.

Two ways to make a deal:

* :func:`hands_with` deals chosen cards to chosen seats and fills the rest of the deck in a
  fixed round-robin order (so both copies of a card never land in the same filled hand);
  :func:`run` then applies record lines to it.
* :func:`design` builds a whole deal from its tricks: each trick is written in play order, the
  seat of each card follows from who won the previous trick, and the hands as dealt are
  whatever each seat played. Tokens ``p2:re`` inside a trick insert ``p2 announce re`` at that
  moment. The record is replayed through the engine, so every card must be legal.

A deal made of tricks whose four cards share one effective suit (all trumps, or all of one
plain suit) can never break the follow-suit rule, which makes scoring scenarios easy to write.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from trickgames import doppelkopf as dk
from trickgames.doppelkopf.cards import Card, deck
from trickgames.doppelkopf.contracts import Contract
from trickgames.doppelkopf.rules import Rules
from trickgames.doppelkopf.state import Context, State

__all__ = [
    "HEALTHY",
    "cards",
    "design",
    "design_state",
    "hands_with",
    "healthy",
    "play_out",
    "rules_of",
    "run",
    "seated",
    "spec_scores",
]


def rules_of(rules: Rules | str | dict[str, Any]) -> Rules:
    """A rules object from a preset name, a JSON object or a rules object."""
    if isinstance(rules, Rules):
        return rules
    return Rules.from_json(rules)


def cards(text: str) -> list[Card]:
    """``"CQ DJ HT"`` as cards."""
    return [Card.parse(t) for t in text.split()]


def hands_with(
    chosen: Mapping[int, str], rules: Rules | str | dict[str, Any] = "ddv"
) -> list[list[Card]]:
    """Four hands: ``chosen[seat]`` (card codes) plus the rest of the deck, dealt round-robin
    to the seats that still need cards, in code order."""
    rules = rules_of(rules)
    per_hand = rules.cards_per_hand
    hands: list[list[Card]] = [cards(chosen.get(s, "")) for s in range(4)]
    rest = list(deck(rules))
    for hand in hands:
        for card in hand:
            rest.remove(card)
    seat = 0
    for card in rest:
        for _ in range(4):
            if len(hands[seat]) < per_hand:
                break
            seat = (seat + 1) & 3
        hands[seat].append(card)
        seat = (seat + 1) & 3
    assert all(len(h) == per_hand for h in hands), [len(h) for h in hands]
    return hands


def healthy(dealer: int = 0) -> list[str]:
    """Every seat says ``healthy``, from forehand."""
    return [f"p{(dealer + 1 + i) & 3} healthy" for i in range(4)]


HEALTHY = healthy(0)


def run(
    hands: Sequence[Sequence[Card | str]],
    actions: Iterable[str] = (),
    *,
    rules: Rules | str | dict[str, Any] = "ddv",
    dealer: int = 0,
    context: Context | None = None,
) -> State:
    """Deal ``hands`` and apply each record line with :func:`dk.apply` (which raises on the
    first illegal one)."""
    state = dk.deal(rules_of(rules), hands=hands, dealer=dealer, context=context)
    for line in actions:
        state = dk.apply(state, line)
    return state


def play_out(state: State) -> State:
    """Play the first legal card until the deal is over (no announcements)."""
    while not state.is_over:
        state = dk.apply(state, dk.legal_actions(state, state.turn)[0])
    return state


def design(
    tricks: Sequence[str],
    *,
    rules: Rules | str | dict[str, Any] = "ddv",
    dealer: int = 0,
    contract: Contract = Contract.NORMAL,
    swines: bool = False,
    reservations: Sequence[str] | None = None,
    leader: int | None = None,
    context: Mapping[str, Any] | None = None,
    result: Mapping[str, Any] | None = None,
    exchange: tuple[int, int, str, str] | None = None,
) -> dict[str, Any]:
    """A record whose play is ``tricks`` (see the module docstring).

    ``exchange`` = ``(poor, acceptor, given, returned)`` undoes a poverty exchange: the hands as
    dealt are the hands played with ``given`` moved back to the poor player and ``returned``
    back to the acceptor (``reservations`` must then hold the poverty's actions).

    ``contract`` and ``swines`` only tell the designer who wins each trick (the engine decides
    for itself when the record is replayed); ``leader`` is the seat leading trick 1 (default
    forehand); ``reservations`` default to four times ``healthy``.
    """
    rules_obj = rules_of(rules)
    hands: list[list[str]] = [[], [], [], []]
    actions = list(healthy(dealer) if reservations is None else reservations)
    lead = (dealer + 1) & 3 if leader is None else leader
    for number, text in enumerate(tricks, start=1):
        played: list[Card] = []
        for token in text.split():
            if ":" in token:
                seat, call = token.split(":")
                actions.append(f"{seat} announce {call}")
                continue
            seat_no = (lead + len(played)) & 3
            card = Card.parse(token)
            played.append(card)
            hands[seat_no].append(card.name)
            actions.append(f"p{seat_no} play {card.name}")
        assert len(played) == 4, f"trick {number} has {len(played)} cards"
        last = number == rules_obj.cards_per_hand
        lead = (lead + dk.trick_winner(played, contract, rules_obj, swines=swines,
                                       last_trick=last)) & 3
    if exchange is not None:
        poor, acceptor, given, returned = exchange
        for card in returned.split():
            hands[poor].remove(card)
            hands[acceptor].append(card)
        for card in given.split():
            hands[acceptor].remove(card)
            hands[poor].append(card)
    record: dict[str, Any] = {
        "format": "trickgames.record/1",
        "game": "doppelkopf",
        "rules": rules_obj.to_json(),
        "dealer": dealer,
        "hands": [sorted(h, key=lambda c: Card.parse(c)) for h in hands],
        "actions": actions,
    }
    if context is not None:
        record["context"] = dict(context)
    if result is not None:
        record["result"] = dict(result)
    return record


def design_state(tricks: Sequence[str], **kwargs: Any) -> State:
    """The final state of :func:`design`'s record, replayed action by action."""
    record = design(tricks, **kwargs)
    context = Context.from_json(record.get("context"))
    return run(record["hands"], record["actions"], rules=record["rules"],
               dealer=record["dealer"], context=context)



def seated(
    tricks: Sequence[str],
    *,
    rules: Rules | str | dict[str, Any] = "ddv",
    dealer: int = 0,
    before: Sequence[str] | None = None,
) -> dict[str, Any]:
    """A record whose play is ``tricks``, each written with its seats (``"p1 S9 p2 ST p3 ST p0
    SA"``: the seat before each card, in play order); a token ``p0=genscher=p1`` inserts the
    action ``p0 genscher p1`` at that moment. The hands as dealt are what each seat played;
    ``before`` (default: four times ``healthy``) comes before the first card. The engine judges
    every card when the record is replayed."""
    hands: list[list[str]] = [[], [], [], []]
    actions = list(healthy(dealer) if before is None else before)
    for text in tricks:
        words = text.split()
        i = 0
        while i < len(words):
            if "=" in words[i]:
                actions.append(" ".join(words[i].split("=")))
                i += 1
                continue
            seat, card = int(words[i][1]), Card.parse(words[i + 1]).name
            hands[seat].append(card)
            actions.append(f"p{seat} play {card}")
            i += 2
    return {"format": "trickgames.record/1", "game": "doppelkopf",
            "rules": rules_of(rules).to_json(), "dealer": dealer, "hands": hands,
            "actions": actions}


def spec_scores(state: State, result: dk.Score) -> tuple[int, ...]:
    """The seat scores a finished deal's value gives under the rules' ``counting``
    (docs/freedoko.md "Counting", FreeDoko ``COUNTING``): ``plusminus`` each Re seat the value
    from Re's side, each Kontra seat its negative, a soloist three times (they sum to zero);
    ``plus`` only the seats of the winners (nobody won: of the party the value favours),
    ``minus`` only the losers' (nobody won: the party it goes against), each with its
    plus-minus amount, a soloist's three times only when somebody won, and every scored seat's
    three times in a solo with ``solo_always_triple``; the other seats 0."""
    game = state.game
    assert game is not None
    value = result.value
    soloist = game.soloist

    def amount(seat: int) -> int:
        return value if game.re[seat] else -value

    counting = state.rules.counting.value
    if counting == "plusminus":
        return tuple(3 * amount(s) if s == soloist else amount(s) for s in range(4))
    plus = counting == "plus"
    if result.winner is not None:
        scored = result.winner if plus else result.winner.other
    elif value == 0:
        return (0, 0, 0, 0)
    else:
        scored = dk.Party.RE if (value > 0) == plus else dk.Party.KONTRA
    out = []
    for seat in range(4):
        if game.party(seat) is not scored:
            out.append(0)
            continue
        triple = soloist is not None and (state.rules.solo_always_triple or (
            seat == soloist and result.winner is not None))
        out.append(3 * amount(seat) if triple else amount(seat))
    return tuple(out)
