"""NetSchafkopf's game logs ("Schafkopfprotokoll" text files) as Schafkopf deal records.

The format (importers.md, "NetSchafkopf"): a line naming the user's rule profile, a header
line (``gespielt von NAME am DATE mit Version ...``), then one block per deal: the dealer
(``Geber``), the four hands from forehand clockwise, the game line, one line per trick (its
leader and the four cards in play order), what the game cost and why (the price line), and the
ledger line with every player's running total.

What the importer writes is what the log says, never what the engine computes: the hands, the
game, every card in order, and as the claimed ``result`` the amounts the program charged (the
ledger's differences) with the card points it printed. Validating the records therefore checks
NetSchafkopf's scoring against ours. The log does not hold the bidding, who knocked or who said
Kontra: the records say ``bid`` for the declarer and ``pass`` for the others, the knocks for
the seats from forehand on, the Kontra for the first defender after the declarer and the Re for
the declarer, each with a comment saying so.

The program's settings are not in the file: :func:`infer_rules` reads them from the price
lines (the tariff, the Laufende minima, the doublings, Ramsch). Deals the engine cannot play
(Schieber rounds, a Ramsch while the rules refuse it, a game the importer does not know) are
reported with a stable code, and never guessed; a damaged or truncated log keeps the deals
before the damage.

>>> log = '''Standard
... gespielt von Gast am 16.05.20 mit Version 5.05, Update 10.07.07.
...
... Geber: PcRechts
...         Gast hat: EU S8 GZ E8 G7 SA HO HZ
...      PcLinks hat: HU E9 EK GU EZ EO S7 E7
...       PcOben hat: HA SO SU EA H8 S9 H9 GA
...     PcRechts hat: H7 SK GK G9 G8 SZ GO HK
... PcLinks spielt Eichel-Wenz
...         Gast spielt aus: SA S7 SO SZ
...         Gast spielt aus: S8 HU S9 SK
...      PcLinks spielt aus: GU EA H7 EU
...         Gast spielt aus: HZ E7 H8 HK
...      PcLinks spielt aus: E9 SU GK E8
...       PcOben spielt aus: GA G8 GZ EO
...      PcLinks spielt aus: EK HA GO G7
...      PcLinks spielt aus: EZ H9 G9 HO
... PcLinks gewinnt den Eichel-Wenz. Die Gegner haben 45 Augen
... Das Einzelspiel kostet 50 Punkte.
... Spiel    Preis      PcLinks       PcOben     PcRechts         Gast    Stock
...     1       50         +150          -50          -50          -50        0
... '''
>>> imported = read(log, source="logs/Schafkopfprotokoll.txt")
>>> imported.problems, imported.players
((), ('PcLinks', 'PcOben', 'PcRechts', 'Gast'))
>>> record = imported.records[0]
>>> record.actions[:5]
('p3 pass', 'p0 bid', 'p1 pass', 'p2 pass', 'p0 declare farbwenz-eichel')
>>> dict(record.result["card_points"]), record.result["payouts"]
({'declarers': 75, 'defenders': 45}, (150, -50, -50, -50))
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import attrs

from trickgames import schafkopf as sk
from trickgames._core.quoting import quoted
from trickgames._core.records import Record, without_bom
from trickgames.importers._base import ImportProblem, ImportResult

__all__ = [
    "CODES",
    "GAMES",
    "KNOCK_COMMENT",
    "KONTRA_COMMENT",
    "PRESET",
    "SOURCE",
    "decode",
    "infer_rules",
    "read",
]

#: ``meta.source`` of every record this importer writes.
SOURCE = "netschafkopf"

#: The preset the records' rules start from (schafkopf-variants.md 14: the variants on).
PRESET = "wirtshaus"

#: The games NetSchafkopf offers (and the records' ``games`` option): the Sauspiel, the suit
#: solos, Wenz, Farbwenz, Geier, Farbgeier and the Tout of each single-player game.
GAMES = ("sauspiel", "solo", "wenz", "farbwenz", "geier", "farbgeier", "solo-tout",
         "wenz-tout", "farbwenz-tout", "geier-tout", "farbgeier-tout")

#: The comments of the actions the log does not name a seat for.
KNOCK_COMMENT = "NetSchafkopf does not log who knocked"
KONTRA_COMMENT = "NetSchafkopf does not log who doubled"

#: Every code a problem of this importer can have (besides the validation codes of a record
#: that does not validate, which are passed on as they are), and what it means.
CODES: Mapping[str, str] = {
    "not_netschafkopf": "the input is not a NetSchafkopf log (no header line)",
    "truncated": "the log ends in the middle of this deal",
    "damaged": "a line of this deal is not in the format (garbled, cut or unknown)",
    "after_damage": "a deal after a damaged one: not imported",
    "schieber": "a Schieber deal: cards were passed before the game, which the log hides",
    "zusammengeworfen": "all passed in a Schieber round: forehand and the dealer pay the "
                        "others, a rule the engine does not have",
    "spielart": "a kind of round (Spielart) other than the normal one",
    "unknown_game": "a game the importer does not know",
    "unknown_price": "a price the importer does not know (not a Rufspiel, Einzelspiel or "
                     "Ramsch)",
    "price_mismatch": "the price line does not add up, or contradicts the game or the ledger",
    "stock": "the Stock (pot) moved: NetSchafkopf's Stock is not supported",
    "ramsch_unsupported": "a Ramsch, which the rules (or the engine) do not accept",
    "deck_mismatch": "a deal with another deck than the log's first deal",
}

_CARD = re.compile(r"[EGHS][AZKOU987]\Z")
_HEADER = re.compile(r"gespielt von (?P<player>.+?) am (?P<date>\S+) mit Version (?P<version>.+)")
_GEBER = re.compile(r"Geber:\s*(?P<name>\S.*?)\s*\Z")
_SPIELART = re.compile(r"Spielart:\s*(?P<kind>\S.*?)\s*\Z")
_HAND = re.compile(r"\s*(?P<name>\S.*?) hat:(?P<cards>(?:\s+\S+)*)\s*\Z")
_TRICK = re.compile(r"\s*(?P<name>\S.*?) spielt aus:(?P<cards>(?:\s+\S+)*)\s*\Z")
_GAME = re.compile(r"(?P<name>\S.*?) spielt (?P<game>\S.*?)\s*\Z")
_RAMSCH = re.compile(r"Es wurde Ramsch gespielt\.\s*\Z")
_THROWN_IN = re.compile(r"Es wurde zusammengeworfen\.\s*\Z")
_LEDGER_HEAD = re.compile(r"\s*Spiel\s+Preis\s+(?P<names>\S.*?)\s+Stock\s*\Z")
#: A number of the log has at most 18 digits (far more than any amount): a longer run of
#: digits is no number of the log (and Python converts no more than 4,300).
_LEDGER = re.compile(
    r"\s*(?P<number>\d{1,18})\s+(?P<price>\d{1,18})(?P<totals>(?:\s+[+-]?\d{1,18}){4})"
    r"\s+(?P<stock>[+-]?\d{1,18})\s*\Z"
)
_SUITS = {"eichel": "eichel", "grün": "gras", "gras": "gras", "herz": "herz",
          "schellen": "schellen"}
_SAUSPIEL = re.compile(r"Mit der (?P<suit>\w+)-(?:Ass|As|Sau)", re.IGNORECASE)
_SINGLE = re.compile(r"(?:(?P<suit>\w+)-)?(?P<kind>Wenz|Geier|Solo)(?:[ -](?P<tout>Tout))?",
                     re.IGNORECASE)
_PRICE_START = re.compile(r"(?:Das|Der|Die) \S+ kostet \d{1,18} Punkte?\.")
_PRICE_TEXT = re.compile(r"(?:[^.]+?\s\d{1,18} Punkte?\.\s*)+")
_PRICE_PART = re.compile(r"\s*(?P<label>[^.]+?)\s(?P<amount>\d{1,18}) Punkte?\.")
_BASE = re.compile(r"(?P<what>(?:Das|Der|Die) \S+) kostet")
_LAUFENDE = re.compile(r"(?:Mit|Ohne) (?P<n>\d{1,18}) Laufenden?")
_TIMES = re.compile(r"(?P<n>\d{1,18}) mal (?P<what>aufgedoppelt|gespritzt)")
_JUNGFRAU = re.compile(r"Mit (?P<n>\d{1,18}) mal Jungfrau")
_DEFENDERS = re.compile(r"Die Gegner haben (?P<points>\d{1,18}) Augen")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


# -- decoding ---------------------------------------------------------------------------------


def decode(data: str | bytes) -> list[str]:
    """The lines of a log, line ends removed.

    NetSchafkopf writes Latin-1, some copies are UTF-8: each line is read as UTF-8 when it is
    valid UTF-8 and as Latin-1 otherwise (a German Latin-1 line is never valid UTF-8 unless it
    is ASCII). A UTF-8 byte order mark is skipped; a file starting with a UTF-16 byte order mark
    is UTF-16. Line ends are CR LF or LF.

    >>> decode(b"Gr\\xfcn\\r\\nGr\\xc3\\xbcn\\n")
    ['Grün', 'Grün', '']
    """
    if isinstance(data, bytes):
        if data.startswith((b"\xff\xfe", b"\xfe\xff")):
            text = data.decode("utf-16", errors="replace")
        else:
            lines = []
            for raw in without_bom(data).split(b"\n"):
                raw = raw.removesuffix(b"\r")
                try:
                    lines.append(raw.decode("utf-8"))
                except UnicodeDecodeError:
                    lines.append(raw.decode("latin-1"))
            return lines
    else:
        text = data
    return [line.removesuffix("\r") for line in without_bom(text).split("\n")]


# -- the blocks of a log ----------------------------------------------------------------------


class _Damage(Exception):
    """A line that is not in the format: this deal and every later one are not imported."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(message)
        self.line, self.message = line, message


class _Unsupported(Exception):
    """A deal in the format that the engine cannot play: reported, the next deal is read."""

    def __init__(self, line: int, code: str, message: str) -> None:
        super().__init__(message)
        self.line, self.code, self.message = line, code, message


@attrs.frozen
class _Part:
    """One part of a price line: ``Mit Schneider 60 Punkte.``"""

    label: str
    amount: int


@attrs.frozen
class _Deal:
    """One deal block as the log writes it, names resolved to seats."""

    number: int
    line: int  # the Geber line
    ledger_line: int
    price: int
    totals: tuple[int, int, int, int]
    stock: int
    dealer: int
    spielart: str | None = None
    spielart_line: int = 0
    hands: tuple[tuple[str, ...], ...] = ()
    game: str | None = None  # "ramsch", "zusammengeworfen", or the game line's text
    game_line: int = 0
    declarer: int | None = None
    tricks: tuple[tuple[int, int, tuple[str, ...]], ...] = ()  # (line, leader, cards)
    outcome: str = ""
    parts: tuple[_Part, ...] = ()
    price_line: int = 0


@attrs.frozen
class _Header:
    profile: str
    version: str
    line: int


def _fail(line: int, what: str, text: str) -> _Damage:
    shown = text.strip()
    if _CONTROL.search(shown):
        return _Damage(line, f"{what}: the line holds control characters (a damaged file)")
    return _Damage(line, f"{what}, not {quoted(shown)}" if shown else f"{what}, not an empty line")


def _cards(text: str, line: int, *, check: bool = True) -> tuple[str, ...]:
    cards = tuple(text.split())
    if check:
        for card in cards:
            if not _CARD.match(card):
                raise _Damage(line, f"{quoted(card)} is not a card code (suit E G H S, rank "
                                    f"A Z K O U 9 8 7)")
    return cards


class _Table:
    """The players of a log in seat order (clockwise), fixed by its first deal."""

    def __init__(self) -> None:
        self.players: tuple[str, ...] | None = None

    def seats(self, clockwise: Sequence[str], ledger: Sequence[str], line: int) -> None:
        """Fix the players from the first deal: the ledger's order when it is clockwise,
        else clockwise from the ledger's first player."""
        if self.players is not None:
            return
        if len(set(clockwise)) != 4 or sorted(clockwise) != sorted(ledger):
            raise _Damage(line, "the ledger's players are not the four players of the hands")
        start = clockwise.index(ledger[0])
        self.players = tuple(clockwise[start:]) + tuple(clockwise[:start])

    def seat(self, name: str, line: int) -> int:
        assert self.players is not None
        if name not in self.players:
            raise _Damage(line, f"{quoted(name)} is not one of the players "
                                f"({', '.join(self.players)})")
        return self.players.index(name)


def _ledger(lines: Sequence[tuple[int, str]], table: _Table,
            clockwise: Sequence[str]) -> tuple[int, int, tuple[int, int, int, int], int, int]:
    """The ledger at the end of a block: (number, price, totals by seat, stock, line)."""
    (head_no, head), (values_no, values) = lines
    names_match = _LEDGER_HEAD.match(head)
    if names_match is None:
        raise _fail(head_no, "expected the ledger's head (Spiel Preis NAMES Stock)", head)
    spots = [re.search(rf"(?<!\S){re.escape(name)}(?!\S)", names_match["names"])
             for name in clockwise]
    found = sorted((spot.start() if spot else -1, name)
                   for spot, name in zip(spots, clockwise, strict=True))
    if any(pos < 0 for pos, _ in found):
        raise _Damage(head_no, "the ledger's head does not name the four players of the hands")
    order = [name for _, name in found]
    table.seats(clockwise, order, head_no)
    match = _LEDGER.match(values)
    if match is None:
        raise _fail(values_no, "expected the ledger line (deal number, price, four totals, "
                               "Stock)", values)
    totals = [int(v) for v in match["totals"].split()]
    by_seat = [0, 0, 0, 0]
    for name, total in zip(order, totals, strict=True):
        by_seat[table.seat(name, head_no)] = total
    a, b, c, d = by_seat
    return int(match["number"]), int(match["price"]), (a, b, c, d), int(match["stock"]), values_no


def _parse_block(block: Sequence[tuple[int, str]], table: _Table) -> _Deal:
    """One deal block (its lines with their numbers, blank lines left out)."""
    start, first = block[0]
    geber = _GEBER.match(first)
    if geber is None:
        raise _fail(start, "expected the next deal ('Geber: NAME')", first)
    rest = list(block[1:])
    spielart: tuple[int, str] | None = None
    if rest and _SPIELART.match(rest[0][1]):
        spielart = (rest[0][0], _SPIELART.match(rest[0][1])["kind"])  # type: ignore[index]
        rest = rest[1:]
    if len(rest) < 7:  # four hands, the game line, the ledger's two lines
        raise _Damage(block[-1][0], "the deal ends before its ledger line")
    hand_lines, after = rest[:4], rest[4:]
    names: list[str] = []
    hands: list[tuple[str, ...]] = []
    for number, text in hand_lines:
        match = _HAND.match(text)
        if match is None:
            raise _fail(number, "expected a hand ('NAME hat: CARDS')", text)
        names.append(match["name"])
        hands.append(_cards(match["cards"], number, check=spielart is None))
    if names[3] != geber["name"]:
        raise _Damage(start, f"the dealer {quoted(geber['name'])} is not listed last among "
                             "the hands (forehand first, the dealer last)")
    if len(set(names)) != 4:
        raise _Damage(hand_lines[0][0], "the four hands do not name four players")
    if not _LEDGER.match(after[-1][1]) or not _LEDGER_HEAD.match(after[-2][1]):
        # the block must end with the ledger: a cut block ends anywhere else
        last_no, last = after[-1]
        if _LEDGER_HEAD.match(last) or not any(_LEDGER_HEAD.match(t) for _, t in after):
            raise _Damage(last_no, "the deal ends before its ledger line")
        head_at = next(i for i, (_, t) in enumerate(after) if _LEDGER_HEAD.match(t))
        number, text = after[head_at + 1]
        raise _fail(number, "expected the ledger line (deal number, price, four totals, Stock)",
                    text)
    number, price, totals, stock, ledger_no = _ledger(after[-2:], table, names)
    seats = [table.seat(name, n) for name, (n, _) in zip(names, hand_lines, strict=True)]
    dealer = seats[3]
    if seats != [(dealer + 1 + i) % 4 for i in range(4)]:
        raise _Damage(hand_lines[0][0], "the hands are not listed clockwise from forehand as "
                                        "in the log's first deal")
    by_seat: list[tuple[str, ...]] = [(), (), (), ()]
    for seat, hand in zip(seats, hands, strict=True):
        by_seat[seat] = hand
    base = _Deal(number=number, line=start, ledger_line=ledger_no, price=price,
                 totals=totals, stock=stock, dealer=dealer, hands=tuple(by_seat))
    if spielart is not None:  # the cards are not all known (Schieber: DU DU): not read
        thrown_in = next((n for n, t in after if _THROWN_IN.match(t)), 0)
        return attrs.evolve(base, spielart=spielart[1], spielart_line=spielart[0],
                            game="zusammengeworfen" if thrown_in else None,
                            game_line=thrown_in)
    body = after[:-2]
    game_no, game_text = body[0]
    declarer: int | None = None
    if _RAMSCH.match(game_text):
        game = "ramsch"
    elif _THROWN_IN.match(game_text):
        game = "zusammengeworfen"
    else:
        match = _GAME.match(game_text)
        if match is None or game_text.lstrip() != game_text or " spielt aus:" in game_text:
            raise _fail(game_no, "expected the game ('NAME spielt GAME' or 'Es wurde Ramsch "
                                 "gespielt.')", game_text)
        declarer = table.seat(match["name"], game_no)
        game = match["game"]
    tricks = []
    index = 1
    while index < len(body) and _TRICK.match(body[index][1]):
        trick_no, trick_text = body[index]
        trick = _TRICK.match(trick_text)
        assert trick is not None
        cards = _cards(trick["cards"], trick_no)
        if len(cards) != 4:
            raise _Damage(trick_no, f"a trick has four cards, not {len(cards)}")
        tricks.append((trick_no, table.seat(trick["name"], trick_no), cards))
        index += 1
    text_lines = body[index:]
    for number_, text in text_lines:
        if _CONTROL.search(text):
            raise _fail(number_, "expected the outcome and the price", text)
    words = " ".join(" ".join(t.split()) for _, t in text_lines)
    deal = attrs.evolve(base, game=game, game_line=game_no, declarer=declarer,
                        tricks=tuple(tricks))
    if game == "zusammengeworfen":
        return attrs.evolve(deal, outcome=words)
    price_at = _PRICE_START.search(words)
    if price_at is None:
        first_text = text_lines[0] if text_lines else (ledger_no - 1, after[-2][1])
        raise _fail(first_text[0], "expected the outcome and the price ('... kostet N "
                                   "Punkte.')", first_text[1])
    price_text = words[price_at.start():]
    if not _PRICE_TEXT.fullmatch(price_text):
        raise _Damage(text_lines[-1][0], f"the price line is not in the format: "
                                         f"{quoted(price_text)}")
    parts = tuple(_Part(m["label"], int(m["amount"])) for m in _PRICE_PART.finditer(price_text))
    price_no = next((n for n, t in text_lines if _PRICE_START.search(" ".join(t.split()))),
                    text_lines[-1][0])
    return attrs.evolve(deal, outcome=words[:price_at.start()].strip(), parts=parts,
                        price_line=price_no)


def _header(lines: Sequence[str]) -> _Header | None:
    for index, text in enumerate(lines[:2]):
        if _HEADER.match(text.strip()):
            profile = lines[index - 1].strip() if index else ""
            return _Header(profile=profile, version=text.strip(), line=index + 1)
    return None


# -- a deal as a record -----------------------------------------------------------------------


@attrs.frozen
class _Game:
    """What a game line names, in the record's terms."""

    contract: str  # the declare argument, or "ramsch"
    kind: str  # the Laufende kind: sauspiel, solo, wenz, farbwenz, geier, farbgeier, ramsch
    tout: bool = False


def _game(deal: _Deal) -> _Game:
    """The game of a deal; :class:`_Unsupported` for what the importer does not know."""
    text = deal.game or ""
    if deal.spielart is not None:
        if deal.spielart.lower() == "schieber":
            if deal.game == "zusammengeworfen":
                raise _Unsupported(deal.game_line, "zusammengeworfen",
                                   CODES["zusammengeworfen"])
            raise _Unsupported(deal.spielart_line, "schieber", CODES["schieber"])
        raise _Unsupported(deal.spielart_line, "spielart",
                           f"Spielart {quoted(deal.spielart)}: not a normal round")
    if text == "zusammengeworfen":
        raise _Unsupported(deal.game_line, "zusammengeworfen", CODES["zusammengeworfen"])
    if text == "ramsch":
        return _Game("ramsch", "ramsch")
    match = _SAUSPIEL.fullmatch(text)
    if match is not None and match["suit"].lower() in _SUITS:
        return _Game(f"sauspiel-{_SUITS[match['suit'].lower()]}", "sauspiel")
    match = _SINGLE.fullmatch(text)
    if match is not None:
        kind = match["kind"].lower()
        suit = match["suit"].lower() if match["suit"] else None
        tout = "-tout" if match["tout"] else ""
        if suit is None and kind in ("wenz", "geier"):
            return _Game(kind + tout, kind, bool(tout))
        if suit in _SUITS:
            kind = kind if kind == "solo" else f"farb{kind}"
            return _Game(f"{kind}-{_SUITS[suit]}{tout}", kind, bool(tout))
    raise _Unsupported(deal.game_line, "unknown_game",
                       f"the importer does not know the game {quoted(text)}")


@attrs.frozen
class _Price:
    """What a price line says: the base and its kind, each step, the factors."""

    base_kind: str  # sauspiel, solo or ramsch
    base: int
    schneider: int | None = None
    schwarz: int | None = None
    laufende: int | None = None  # per Laufender
    laufende_count: int | None = None
    knocks: int = 0
    doublings: int = 0
    jungfrauen: int = 0
    tout: bool = False
    #: The parts of the price line the importer does not read (the record's result, checked
    #: by validation, still says whether the engine charges the same).
    unread: tuple[str, ...] = ()


#: The most doublings of one kind a price line may show (a higher count is no real game).
_MOST_TIMES = 8

_BASE_KINDS = {"Das Rufspiel": "sauspiel", "Das Einzelspiel": "solo", "Der Ramsch": "ramsch"}


def _price(deal: _Deal, game: _Game) -> _Price:
    """The price line read and checked: each amount follows from the one before."""
    line = deal.price_line

    def mismatch(message: str) -> _Unsupported:
        return _Unsupported(line, "price_mismatch", message)

    first, *rest = deal.parts
    base = _BASE.fullmatch(first.label)
    kind = _BASE_KINDS.get(base["what"]) if base is not None else None
    if base is None or kind is None:
        raise _Unsupported(line, "unknown_price", f"the price starts with {quoted(first.label)}")
    expected = "ramsch" if game.kind == "ramsch" else "sauspiel" if game.kind == "sauspiel" \
        else "solo"
    if kind != expected:
        raise mismatch(f"{quoted(base['what'])} is not the price of a {game.contract}")
    price: dict[str, Any] = {"base_kind": kind, "base": first.amount}
    amount = first.amount
    for part in rest:
        step = part.amount - amount
        if part.label == "Mit Schneider":
            price["schneider"] = step
        elif part.label == "Mit Schwarz":
            price["schwarz"] = step
        elif (laufende := _LAUFENDE.fullmatch(part.label)) is not None:
            count = int(laufende["n"])
            if count < 1 or step % count:
                raise mismatch(f"{part.label} {part.amount}: not a whole amount per Laufender "
                               f"after {amount}")
            price.update(laufende=step // count, laufende_count=count)
        elif (times := _TIMES.fullmatch(part.label)) is not None:
            count = int(times["n"])
            if count > _MOST_TIMES:
                raise mismatch(f"{part.label}: more than {_MOST_TIMES} doublings")
            if part.amount != amount * 2 ** count:
                raise mismatch(f"{part.label} {part.amount}: not {amount} doubled {count} "
                               "times")
            key = "knocks" if times["what"] == "aufgedoppelt" else "doublings"
            price[key] = price.get(key, 0) + count
        elif (jungfrau := _JUNGFRAU.fullmatch(part.label)) is not None:
            count = int(jungfrau["n"])
            if count > 3:
                raise mismatch(f"{part.label}: at most three seats take no trick")
            if part.amount != amount * 2 ** count:
                raise mismatch(f"{part.label} {part.amount}: not {amount} doubled {count} "
                               "times")
            price["jungfrauen"] = count
        elif part.label == "Doppelt für Tout":
            if part.amount != amount * 2:
                raise mismatch(f"{part.label} {part.amount}: not twice {amount}")
            price["tout"] = True
        else:  # the engine's result is checked against the ledger: validation decides
            price["unread"] = (*price.get("unread", ()), f"{quoted(part.label, mark='')} "
                                                         f"{part.amount}")
            amount = part.amount
            continue
        if step < 0:
            raise mismatch(f"{part.label} {part.amount} is less than {amount}")
        amount = part.amount
    if amount != deal.price:
        raise mismatch(f"the price line ends at {amount} but the ledger's price is {deal.price}")
    return _Price(**price)


@attrs.frozen
class _Built:
    """A deal turned into a record (not yet validated), with the log line of each action."""

    record: dict[str, Any]
    action_lines: tuple[int, ...]


def _called_ace_holder(deal: _Deal, contract: str) -> int | None:
    if not contract.startswith("sauspiel-"):
        return None
    ace = contract.split("-")[1][0].upper() + "A"
    return next((s for s, hand in enumerate(deal.hands) if ace in hand), None)


def _actions(deal: _Deal, game: _Game, price: _Price) -> tuple[list[str], list[int]]:
    """The record's actions, and the log line each comes from."""
    actions: list[str] = []
    lines: list[int] = []
    forehand = (deal.dealer + 1) % 4
    for i in range(price.knocks):
        actions.append(f"p{(forehand + i) % 4} knock  # {KNOCK_COMMENT}")
        lines.append(deal.price_line)
    for i in range(4):
        seat = (forehand + i) % 4
        actions.append(f"p{seat} {'bid' if seat == deal.declarer else 'pass'}")
        lines.append(deal.game_line)
    if deal.declarer is not None:
        actions.append(f"p{deal.declarer} declare {game.contract}")
        lines.append(deal.game_line)
        partner = _called_ace_holder(deal, game.contract)
        defender = next(s % 4 for s in range(deal.declarer + 1, deal.declarer + 4)
                        if s % 4 != partner)
        for i in range(price.doublings):
            seat, verb = (defender, "kontra") if i % 2 == 0 else (deal.declarer, "re")
            actions.append(f"p{seat} {verb}  # {KONTRA_COMMENT}")
            lines.append(deal.price_line)
    for line, leader, cards in deal.tricks:
        for i, card in enumerate(cards):
            actions.append(f"p{(leader + i) % 4} play {card}")
            lines.append(line)
    return actions, lines


def _payouts(deal: _Deal, before: Sequence[int]) -> list[int]:
    return [after - prior for after, prior in zip(deal.totals, before, strict=True)]


def _record(deal: _Deal, game: _Game, price: _Price, payouts: Sequence[int],
            rules: Any, players: Sequence[str], meta: Mapping[str, Any]) -> _Built:
    actions, lines = _actions(deal, game, price)
    result: dict[str, Any] = {"payouts": list(payouts)}
    defenders = _DEFENDERS.search(deal.outcome)
    if defenders is not None and game.kind != "ramsch":
        points = int(defenders["points"])
        result["card_points"] = {"declarers": 120 - points, "defenders": points}
    record = {
        "format": "trickgames.record/1",
        "game": "schafkopf",
        "rules": rules,
        "dealer": deal.dealer,
        "hands": [list(hand) for hand in deal.hands],
        "actions": actions,
        "result": result,
        "players": list(players),
        "meta": {**meta, "deal_number": deal.number},
    }
    return _Built(record, tuple(lines))


# -- the rules of a log -----------------------------------------------------------------------


def _most_common(values: Iterable[int]) -> int | None:
    counts = Counter(values)
    return counts.most_common(1)[0][0] if counts else None


def _laufende_minimum(seen: Sequence[tuple[int, bool]]) -> int:
    """The fewest Laufende that count in a kind of game, from its deals: (the run L, whether
    the price line paid it). A paid run of n says at most n; an unpaid run of L says more than
    L. Without a bound either way: 3, NetSchafkopf's usual minimum."""
    low = max((run + 1 for run, paid in seen if not paid and run > 0), default=1)
    high = min((run for run, paid in seen if paid), default=8)
    return min(max(3, low), high) if low <= high else max(3, low)


def infer_rules(prices: Sequence[Mapping[str, Any]], *, deck: str = "long",
                ramsch: bool = False,
                laufende: Mapping[str, Sequence[tuple[int, bool]]] | None = None
                ) -> dict[str, Any]:
    """The rules of a log as a record's ``rules`` object (a preset plus overrides) from what
    its price lines say (each a mapping as :class:`_Price`'s fields: ``base_kind``, ``base``,
    ``schneider``, ``schwarz``, ``laufende``, ``doublings``).

    * tariff: the Rufspiel (``sauspiel``), the Einzelspiel (``solo``) and the Ramsch
      (``ramsch``) price, and the per-step amounts of Schneider, Schwarz and each Laufender,
      each the value most of the deals show; a step no deal shows takes the step the others
      show (NetSchafkopf has one), an amount no deal shows the preset's;
    * ``laufende_min`` per kind of game from the runs paid and not paid (``laufende``: kind to
      (run, paid) pairs), 3 where the log cannot tell; when no deal pays Laufende although
      one holds a run of 3 or more, the log's table pays none: ``laufende`` 0;
    * ``max_doublings``: 2, or more when a deal shows more Kontra/Re;
    * ``all_pass`` = ``ramsch`` when the log holds a Ramsch;
    * the games NetSchafkopf offers (:data:`GAMES`), the log's deck.

    >>> infer_rules([{"base_kind": "sauspiel", "base": 10, "schneider": 10},
    ...              {"base_kind": "solo", "base": 50}])["tariff"]
    {'sauspiel': 10, 'solo': 50, 'schneider': 10, 'schwarz': 10, 'laufende': 10}
    """
    preset = sk.PRESETS[PRESET]
    tariff: dict[str, Any] = dict(preset.tariff.to_json())
    found = {}
    for key in ("sauspiel", "solo", "ramsch"):
        found[key] = _most_common(p["base"] for p in prices if p.get("base_kind") == key)
    for key in ("schneider", "schwarz", "laufende"):
        found[key] = _most_common(p[key] for p in prices if p.get(key) is not None)
    runs = laufende or {}
    # No price line pays Laufende although a run of the usual minimum was held: none count.
    unpaid = found["laufende"] is None and any(
        run >= 3 for seen in runs.values() for run, _ in seen)
    step = _most_common(v for k, v in found.items()
                        if k in ("schneider", "schwarz", "laufende") and v is not None)
    for key in ("schneider", "schwarz", "laufende"):
        if found[key] is None and step is not None:
            found[key] = step
    if unpaid:
        found["laufende"] = 0
    for key, value in found.items():
        if value is not None and (key != "ramsch" or ramsch):
            tariff[key] = value
    rules: dict[str, Any] = {"preset": preset.preset, "deck": deck, "games": list(GAMES),
                             "tariff": tariff}
    rules["laufende_min"] = {kind: 3 if unpaid else _laufende_minimum(runs.get(kind, ()))
                             for kind in ("sauspiel", "solo", "wenz", "farbwenz", "geier",
                                          "farbgeier")}
    rules["max_doublings"] = max([2, *(p.get("doublings", 0) for p in prices)])
    if ramsch:
        rules["all_pass"] = "ramsch"
    return rules


# -- reading a log ----------------------------------------------------------------------------


def _blocks(lines: Sequence[str], start: int) -> tuple[list[list[tuple[int, str]]],
                                                       tuple[int, str] | None]:
    """The deal blocks after the header (each its non-blank lines with their numbers), and
    the first line before the first block that does not belong there."""
    blocks: list[list[tuple[int, str]]] = []
    stray: tuple[int, str] | None = None
    closed = False  # the last block ended with its ledger line: the next line starts one
    for index in range(start, len(lines)):
        text = lines[index]
        if not text.strip():
            continue
        if text.startswith("Geber:") or (closed and blocks):
            blocks.append([])
        if not blocks:
            stray = stray or (index + 1, text)
            continue
        block = blocks[-1]
        closed = bool(block) and _LEDGER.match(text) is not None and \
            _LEDGER_HEAD.match(block[-1][1]) is not None
        block.append((index + 1, text))
    return blocks, stray


@attrs.frozen
class _Reading:
    """A log's blocks parsed up to the damage."""

    deals: tuple[_Deal, ...]
    problems: tuple[ImportProblem, ...]
    total: int


def _read_blocks(blocks: Sequence[Sequence[tuple[int, str]]], stray: tuple[int, str] | None,
                 last_line: int, table: _Table, file: str) -> _Reading:
    """The deals of the blocks up to the first damaged one (``last_line``: the number of the
    log's last line that is not blank)."""
    deals: list[_Deal] = []
    problems: list[ImportProblem] = []
    damage: _Damage | None = None
    if stray is not None:
        damage = _fail(stray[0], "expected the first deal ('Geber: NAME')", stray[1])
        if not blocks and stray[0] == last_line:  # the log ends before its first deal
            problems.append(ImportProblem(file, 1, damage.line, "truncated",
                                          f"the log ends at line {damage.line} in the middle "
                                          f"of this deal: {damage.message}"))
        else:
            problems.append(ImportProblem(file, 1, damage.line, "damaged", damage.message))
    number = 0
    for block in blocks:
        number += 1
        if damage is not None:
            problems.append(ImportProblem(
                file, number, block[0][0], "after_damage",
                f"not imported: the log is damaged at line {damage.line} (before this deal)"))
            continue
        try:
            deal = _parse_block(block, table)
        except _Damage as exc:
            damage = exc
            last = block is blocks[-1]
            if last and exc.line == block[-1][0]:  # the log ends inside this deal
                problems.append(ImportProblem(file, number, block[0][0], "truncated",
                                              f"the log ends at line {exc.line} in the middle "
                                              f"of this deal: {exc.message}"))
            else:
                problems.append(ImportProblem(file, number, exc.line, "damaged", exc.message))
            continue
        number = deal.number
        deals.append(deal)
    return _Reading(tuple(deals), tuple(problems), len(blocks))


def _first_issue(report: Any, built: _Built, deal: _Deal) -> ImportProblem | None:
    if report.valid:
        return None
    issue = report.issues[0]
    line = deal.line
    match = re.match(r"\$\.actions\[(\d+)\]", issue.path)
    if match is not None and int(match[1]) < len(built.action_lines):
        line = built.action_lines[int(match[1])]
    elif issue.path.startswith("$.result"):
        line = deal.ledger_line
    more = len(report.issues) - 1
    extra = f" (+{more} more)" if more else ""
    return ImportProblem("", deal.number, line, issue.code,
                         f"the record does not validate: {issue.path}: {issue.message}{extra}",
                         params=issue.params)


def read(data: str | bytes, source: str = "<netschafkopf>", *,
         rules: Any = None) -> ImportResult:
    """Import a NetSchafkopf log: its deals as records, and the problems of those that
    cannot be imported (importers.md). Never raises for bad input.

    ``data`` is the file's bytes (Latin-1 or UTF-8, see :func:`decode`) or its text;
    ``source`` names the file (``meta.file`` is its name without folders); ``rules``
    (a preset name, a rules object or a record's rules value) replaces the inferred rules.
    Every record is validated: a deal whose record does not validate is a problem with the
    validation's code, at the log line of the action (or of the ledger) that fails.
    """
    file = os.path.basename(source) or source
    lines = decode(data)
    header = _header(lines)
    if header is None:
        return ImportResult((), (ImportProblem(
            file, None, 1, "not_netschafkopf",
            "not a NetSchafkopf log: no header line 'gespielt von NAME am DATE mit Version "
            "...' at its start"),), 0, readable=False)
    table = _Table()
    blocks, stray = _blocks(lines, header.line)
    last_line = max((i for i, t in enumerate(lines, 1) if t.strip()), default=0)
    reading = _read_blocks(blocks, stray, last_line, table, file)
    meta = {"source": SOURCE, "file": file, "version": header.version}
    if header.profile:
        meta["profile"] = header.profile
    problems: dict[int, ImportProblem] = {}
    prepared: list[tuple[_Deal, _Game, _Price, list[int]]] = []
    before: Sequence[int] = (0, 0, 0, 0)
    deck_cards = None
    for index, deal in enumerate(reading.deals):
        payouts = _payouts(deal, before)
        before = deal.totals
        try:
            if deal.stock != 0 or (index and reading.deals[index - 1].stock != 0):
                raise _Unsupported(deal.ledger_line, "stock", CODES["stock"])
            game = _game(deal)
            price = _price(deal, game)
            cards = len(deal.hands[0])
            deck_cards = deck_cards or cards
            if cards != deck_cards:
                raise _Unsupported(deal.line, "deck_mismatch",
                                   f"{cards} cards a hand, not {deck_cards} as in the first "
                                   "deal")
        except _Unsupported as exc:
            problems[index] = ImportProblem(file, deal.number, exc.line, exc.code, exc.message)
            continue
        prepared.append((deal, game, price, payouts))
    players = table.players or ()
    deck = "short" if deck_cards == 6 else "long"
    rules_value, ramsch_refused = _rules(prepared, rules, deck)
    records: dict[int, Record] = {}
    index_of = {id(deal): i for i, deal in enumerate(reading.deals)}
    for deal, game, price, payouts in prepared:
        index = index_of[id(deal)]
        if game.kind == "ramsch" and ramsch_refused is not None:
            problems[index] = ImportProblem(file, deal.number, deal.game_line,
                                            "ramsch_unsupported", ramsch_refused)
            continue
        built = _record(deal, game, price, payouts, rules_value, players, meta)
        report = sk.validate(built.record, source=f"{file}:{deal.number}")
        problem = _first_issue(report, built, deal)
        if problem is not None:
            unread = f" (the price line also says {quoted('; '.join(price.unread))}, which the " \
                "importer does not read)" if price.unread else ""
            problems[index] = attrs.evolve(problem, file=file, message=problem.message + unread)
        else:
            records[index] = Record.from_json(built.record)
    ordered = [problems[i] for i in sorted(problems)]
    return ImportResult(
        records=tuple(records[i] for i in sorted(records)),
        problems=tuple(sorted([*ordered, *reading.problems], key=lambda p: p.line)),
        deals=reading.total,
        rules=rules_value,
        players=players or None,
        meta=meta,
    )


def _probe(deal: _Deal, game: _Game, price: _Price, rules: Any) -> tuple[int, bool] | None:
    """The run of Laufende of a deal and whether its price line paid it (``None`` when the
    deal does not replay)."""
    built = _record(deal, game, price, (0, 0, 0, 0), rules, ("", "", "", ""), {})
    value = {k: v for k, v in built.record.items() if k != "result"}
    report = sk.validate(value)
    if not report.valid or report.state is None or not report.state.is_over:
        return None
    laufende: int = sk.score(report.state).laufende
    return laufende, price.laufende_count is not None


def _rules(prepared: Sequence[tuple[_Deal, _Game, _Price, list[int]]], given: Any,
           deck: str) -> tuple[Any, str | None]:
    """The rules value of the records, and why a Ramsch cannot be imported (``None`` when
    it can)."""
    has_ramsch = any(game.kind == "ramsch" for _, game, _, _ in prepared)
    if given is not None:
        rules = given if isinstance(given, sk.Rules) else sk.Rules.from_json(given)
        value = rules.to_json()
        not_played = None if rules.all_pass.value == "ramsch" else (
            f"the rules do not play a Ramsch when all pass (all_pass {rules.all_pass.value!r})")
        return value, not_played
    prices = [attrs.asdict(price) for _, _, price, _ in prepared]
    rules = sk.Rules.from_json(infer_rules(prices, deck=deck, ramsch=has_ramsch))
    probe = rules.replace(laufende_min=1).to_json(as_object=True)
    runs: dict[str, list[tuple[int, bool]]] = {}
    for deal, game, price, _ in prepared:
        if game.kind == "ramsch":
            continue
        seen = _probe(deal, game, price, probe)
        if seen is not None:
            runs.setdefault(game.kind, []).append(seen)
    final = sk.Rules.from_json(infer_rules(prices, deck=deck, ramsch=has_ramsch, laufende=runs))
    return final.to_json(), None

