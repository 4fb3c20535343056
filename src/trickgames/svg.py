"""Cards, hands, tricks and tables drawn as SVG, by the library itself (as ``chess.svg`` draws
boards): pure functions from cards or a player's view to SVG text, for any frontend, with or
without a server. No image files and no fonts beyond the browser's sans-serif are needed.

Doppelkopf is drawn with the French deck (clubs, spades, hearts, diamonds; ace, ten, king,
queen, jack, nine), Schafkopf with the German deck (Eichel, Gras, Herz, Schellen; Sau, Zehn,
König, Ober, Unter, Neun, Acht, Sieben). A German face card shows its suit sign where the real
deck does: high for the Ober, low for the Unter. A card is given as a card of either game
(:class:`trickgames.doppelkopf.Card`, :class:`trickgames.schafkopf.Card`) or as its record code
with the game's name; ``"??"`` (a card the viewer cannot see) is drawn as the back.

* :func:`card`: one card (or its back); :func:`back`: the back of a card;
* :func:`hand`: cards side by side, the cards not in ``legal`` dimmed;
* :func:`trick`: the cards of a trick, each before the seat that played it;
* :func:`table`: a player's view: the own hand, the other hands face down, the trick.

Every function returns one standalone ``<svg>`` element with ``xmlns``, a ``viewBox`` and a
``<title>`` (the card's name in ``lang``, ``en`` or ``de``), and no ``id`` attributes, so any
number of them can be inlined in one HTML page. The same arguments give the same text.

>>> from trickgames import svg
>>> text = svg.card("EO", "schafkopf", lang="de")
>>> text.startswith('<svg xmlns="http://www.w3.org/2000/svg"'), "<title>Eichel-Ober</title>" in text
(True, True)
>>> "<title>queen of clubs</title>" in svg.card("CQ", "doppelkopf")
True
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any
from xml.sax.saxutils import escape

from trickgames import doppelkopf as _dk
from trickgames import schafkopf as _sk
from trickgames._core.errors import ArgumentError
from trickgames._core.lang import check_language

__all__ = ["CARD_HEIGHT", "CARD_WIDTH", "HIDDEN", "back", "card", "card_name", "hand", "table",
           "trick"]

#: A card's size in its own units (its ``viewBox``); ``width`` scales it.
CARD_WIDTH, CARD_HEIGHT = 100, 150
#: The code of a card the viewer cannot see (drawn as the back).
HIDDEN = "??"

_NS = 'xmlns="http://www.w3.org/2000/svg"'
_GAMES = {"doppelkopf": _dk, "schafkopf": _sk}

# -- the suit signs, each centred on (0, 0) and about 20 units high ------------------------------

_HEART = ("M0,9 C-2,6 -10,1.5 -10,-4 C-10,-8 -7.2,-10 -5,-10 C-2.6,-10 -0.8,-8.6 0,-6.6 "
          "C0.8,-8.6 2.6,-10 5,-10 C7.2,-10 10,-8 10,-4 C10,1.5 2,6 0,9 Z")
_RED, _BLACK = "#c8102e", "#1a1a1a"


def _heart(colour: str) -> str:
    return f'<path d="{_HEART}" fill="{colour}"/>'


def _diamond() -> str:
    return f'<path d="M0,-10 L7.6,0 L0,10 L-7.6,0 Z" fill="{_RED}"/>'


def _spade() -> str:
    return (f'<path d="M0,-10 C-2,-6 -10,-2 -10,3 C-10,7 -7,8.4 -5,8.4 C-3,8.4 -1.6,7.4 -0.9,6 '
            f'C-1.1,8 -2.2,9.4 -3.8,10 L3.8,10 C2.2,9.4 1.1,8 0.9,6 C1.6,7.4 3,8.4 5,8.4 '
            f'C7,8.4 10,7 10,3 C10,-2 2,-6 0,-10 Z" fill="{_BLACK}"/>')


def _club() -> str:
    return (f'<g fill="{_BLACK}"><circle cx="0" cy="-5" r="4.6"/><circle cx="-5.2" cy="1.6" '
            f'r="4.6"/><circle cx="5.2" cy="1.6" r="4.6"/>'
            f'<path d="M-1.2,1 L1.2,1 L3,10 L-3,10 Z"/></g>')


def _acorn() -> str:
    """Eichel: the nut under its scaly cap, on a stalk."""
    return ('<g><path d="M0,-10 L0,-6" stroke="#4a2c12" stroke-width="1.6"/>'
            '<ellipse cx="0" cy="3" rx="5.6" ry="7" fill="#c0782c"/>'
            '<path d="M-7.4,-0.8 C-7.4,-8 7.4,-8 7.4,-0.8 Z" fill="#5b3716"/>'
            '<path d="M-5,-3 L5,-3 M-3.5,-5.4 L3.5,-5.4" stroke="#8a5a2b" stroke-width="0.8"/>'
            '<ellipse cx="-2" cy="4" rx="1.3" ry="3" fill="#e2a35b"/></g>')


def _leaf() -> str:
    """Gras: a green leaf with its vein and stalk."""
    return ('<g><path d="M0,-10 C7.5,-6 8.5,3 0,8.5 C-8.5,3 -7.5,-6 0,-10 Z" fill="#2f8f3a"/>'
            '<path d="M0,-7 L0,10 M0,-2 L-3.6,-5 M0,-2 L3.6,-5 M0,3 L-4.2,0 M0,3 L4.2,0" '
            'stroke="#caefc0" stroke-width="0.9" fill="none"/></g>')


def _bell() -> str:
    """Schellen: a round bell with its band, slit and ring."""
    return ('<g><circle cx="0" cy="-8.4" r="1.8" fill="none" stroke="#8a5a00" '
            'stroke-width="1"/><circle cx="0" cy="1" r="8.2" fill="#e5a50a"/>'
            '<path d="M-8,-1 L8,-1" stroke="#b22222" stroke-width="2.2"/>'
            '<path d="M-3.6,5 L3.6,5" stroke="#5a3a00" stroke-width="1.6" '
            'stroke-linecap="round"/><circle cx="0" cy="5" r="1.3" fill="#5a3a00"/></g>')


#: Per game: the suit signs by suit code, and the suit colour of the figure.
_SIGNS: Mapping[str, Mapping[str, str]] = {
    "doppelkopf": {"C": _club(), "S": _spade(), "H": _heart(_RED), "D": _diamond()},
    "schafkopf": {"E": _acorn(), "G": _leaf(), "H": _heart(_RED), "S": _bell()},
}
_FIGURE_COLOUR = {"C": "#2b4c9b", "S": "#1f5f3a", "H": "#b3202c", "D": "#c2571a",
                  "E": "#7a4a1e", "G": "#2f7d3a"}
#: The Schafkopf Schellen figure (the Doppelkopf "S", spades, is green-black above).
_SK_FIGURE_COLOUR = {**_FIGURE_COLOUR, "S": "#c08a00"}

# -- names and corner indices -------------------------------------------------------------------

_NAMES: Mapping[str, Mapping[str, tuple[Mapping[str, str], Mapping[str, str]]]] = {
    "doppelkopf": {
        "en": ({"C": "clubs", "S": "spades", "H": "hearts", "D": "diamonds"},
               {"A": "ace", "T": "ten", "K": "king", "Q": "queen", "J": "jack", "9": "nine"}),
        "de": ({"C": "Kreuz", "S": "Pik", "H": "Herz", "D": "Karo"},
               {"A": "Ass", "T": "Zehn", "K": "König", "Q": "Dame", "J": "Bube", "9": "Neun"}),
    },
    "schafkopf": {
        "en": ({"E": "Eichel", "G": "Gras", "H": "Herz", "S": "Schellen"},
               {"A": "Sau", "Z": "Zehn", "K": "König", "O": "Ober", "U": "Unter", "9": "Neun",
                "8": "Acht", "7": "Sieben"}),
        "de": ({"E": "Eichel", "G": "Gras", "H": "Herz", "S": "Schellen"},
               {"A": "Sau", "Z": "Zehn", "K": "König", "O": "Ober", "U": "Unter", "9": "Neun",
                "8": "Acht", "7": "Sieben"}),
    },
}
_INDEX: Mapping[str, Mapping[str, Mapping[str, str]]] = {
    "doppelkopf": {"en": {"A": "A", "T": "10", "K": "K", "Q": "Q", "J": "J", "9": "9"},
                   "de": {"A": "A", "T": "10", "K": "K", "Q": "D", "J": "B", "9": "9"}},
    "schafkopf": {lang: {"A": "A", "Z": "10", "K": "K", "O": "O", "U": "U", "9": "9", "8": "8",
                         "7": "7"} for lang in ("en", "de")},
}

#: Where the suit signs of a number card stand: (x, y) in card units.
_L, _C, _R = 32.0, 50.0, 68.0
_PIPS: Mapping[int, tuple[tuple[float, float], ...]] = {
    7: ((_L, 32), (_R, 32), (_C, 53), (_L, 75), (_R, 75), (_L, 118), (_R, 118)),
    8: ((_L, 32), (_R, 32), (_C, 53), (_L, 75), (_R, 75), (_C, 97), (_L, 118), (_R, 118)),
    9: ((_L, 30), (_R, 30), (_L, 60), (_R, 60), (_C, 75), (_L, 90), (_R, 90), (_L, 120),
        (_R, 120)),
    10: ((_L, 30), (_R, 30), (_C, 46), (_L, 60), (_R, 60), (_L, 90), (_R, 90), (_C, 104),
         (_L, 120), (_R, 120)),
}
_COUNT = {"T": 10, "Z": 10, "9": 9, "8": 8, "7": 7}


def _game_of(card: Any, game: str | None) -> tuple[str, str]:
    """``(game, code)`` of a card given as a card of a game or as a code with ``game``."""
    for name, engine in _GAMES.items():
        if isinstance(card, engine.Card):
            if game is not None and game != name:
                raise ArgumentError(f"{card.code} is a {name} card, not a {game} card",
                                    code="other_game_card", params={"quoted": repr(game)})
            return name, card.code
    if not isinstance(card, str):
        raise ArgumentError(f"a card is a card of a game or its code, not {card!r}",
                            code="invalid_card", params={"quoted": repr(card)})
    if game not in _GAMES:
        shown = repr(game)
        raise ArgumentError(f"unknown game {shown} (known: {', '.join(_GAMES)})",
                            code="unknown_game", params={"quoted": shown})
    if card == HIDDEN:
        return game, HIDDEN
    return game, _GAMES[game].Card.parse(card).code


def card_name(card: Any, game: str | None = None, lang: str = "en") -> str:
    """A card's name in ``lang``: ``queen of clubs``, ``Kreuz-Dame``, ``Eichel-Ober``.

    >>> card_name("HT", "doppelkopf", "de"), card_name("GA", "schafkopf")
    ('Herz-Zehn', 'Gras-Sau')
    """
    game, code = _game_of(card, game)
    check_language(lang)
    if code == HIDDEN:
        return "Kartenrücken" if lang == "de" else "card back"
    suits, ranks = _NAMES[game][lang]
    suit, rank = suits[code[0]], ranks[code[1]]
    if game == "doppelkopf" and lang == "en":
        return f"{rank} of {suit}"
    return f"{suit}-{rank}"


# -- one card -----------------------------------------------------------------------------------


def _fmt(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def _sign(game: str, suit: str, x: float, y: float, scale: float, flip: bool = False) -> str:
    turn = " rotate(180)" if flip else ""
    return (f'<g transform="translate({_fmt(x)},{_fmt(y)}) scale({_fmt(scale)}){turn}">'
            f'{_SIGNS[game][suit]}</g>')


def _corner(game: str, code: str, lang: str) -> str:
    suit, rank = code[0], code[1]
    colour = _RED if game == "doppelkopf" and suit in "HD" else _BLACK
    label = _INDEX[game][lang][rank]
    size = 15 if len(label) > 1 else 17
    one = (f'<text x="10" y="20" font-family="sans-serif" font-size="{size}" '
           f'font-weight="bold" fill="{colour}" text-anchor="middle">{label}</text>'
           f'{_sign(game, suit, 10, 31, 0.42)}')
    return f'{one}<g transform="rotate(180 50 75)">{one}</g>'


def _figure(game: str, suit: str, rank: str) -> str:
    """A face card: a figure in the suit's colour inside a frame; a crown for a king, a
    feathered hat for the queen or Ober, a cap for the jack or Unter."""
    colour = (_SK_FIGURE_COLOUR if game == "schafkopf" else _FIGURE_COLOUR)[suit]
    parts = ['<rect x="20" y="20" width="60" height="110" rx="4" fill="#fbf6e9" '
             'stroke="#c9b98f" stroke-width="1"/>',
             # the body and the arms
             f'<path d="M32,124 C32,96 36,82 50,80 C64,82 68,96 68,124 Z" fill="{colour}"/>',
             '<path d="M37,100 L63,100" stroke="#f2d16b" stroke-width="3"/>',
             '<path d="M50,82 L50,124" stroke="#f2d16b" stroke-width="1.5"/>',
             # the head
             '<circle cx="50" cy="66" r="11" fill="#f3d2b3" stroke="#8a6a4a" '
             'stroke-width="0.8"/>',
             '<path d="M45,65 L46.5,65 M53.5,65 L55,65" stroke="#333" stroke-width="1.4"/>',
             '<path d="M46,71 C48,73 52,73 54,71" stroke="#8a3b2b" stroke-width="1" '
             'fill="none"/>']
    if rank == "K":
        parts.append('<path d="M38,57 L38,44 L44,51 L50,41 L56,51 L62,44 L62,57 Z" '
                     'fill="#e3b320" stroke="#9a7410" stroke-width="0.8"/>')
    elif rank in "QO":
        parts.append(f'<path d="M37,58 C38,47 62,47 63,58 Z" fill="{colour}"/>'
                     '<path d="M58,50 C66,40 70,36 73,30" stroke="#f2d16b" '
                     'stroke-width="2.2" fill="none"/>')
    else:
        parts.append(f'<path d="M39,59 C39,50 61,50 61,59 L64,60 L36,60 Z" fill="{colour}"/>')
    if game == "schafkopf" and rank in "OU":
        # The Ober holds his suit sign high, the Unter low (as on the real deck).
        parts.append(_sign(game, suit, 66, 38, 0.75) if rank == "O"
                     else _sign(game, suit, 34, 114, 0.75))
    else:
        parts.append(_sign(game, suit, 66, 36, 0.6))
    return "".join(parts)


def _face(game: str, code: str) -> str:
    suit, rank = code[0], code[1]
    if rank == "A":
        if game == "schafkopf":  # the Sau: the suit sign twice, large
            return _sign(game, suit, 50, 52, 1.55) + _sign(game, suit, 50, 100, 1.55)
        return _sign(game, suit, 50, 75, 2.3)
    if rank in _COUNT:
        return "".join(_sign(game, suit, x, y, 0.78, flip=y > 80)
                       for x, y in _PIPS[_COUNT[rank]])
    return _figure(game, suit, rank)


def _card_body(game: str, code: str, lang: str) -> str:
    """The card's drawing in its own units (0..100 by 0..150), without the outer element."""
    if code == HIDDEN:
        return _back_body(game)
    return ('<rect x="0.75" y="0.75" width="98.5" height="148.5" rx="7" fill="#ffffff" '
            'stroke="#555" stroke-width="1.5"/>'
            f'{_face(game, code)}{_corner(game, code, lang)}')


def _back_body(game: str) -> str:
    colour = "#1f3f8f" if game == "doppelkopf" else "#8f1f2a"
    lines = "".join(f"M{x},0 L{x + 150},150 M{x + 150},0 L{x},150 "
                    for x in range(-150, 100, 10))
    return (f'<rect x="0.75" y="0.75" width="98.5" height="148.5" rx="7" fill="#ffffff" '
            f'stroke="#555" stroke-width="1.5"/>'
            f'<svg x="7" y="7" width="86" height="136" viewBox="7 7 86 136">'
            f'<rect x="7" y="7" width="86" height="136" rx="4" fill="{colour}"/>'
            f'<path d="{lines}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.2"/>'
            f'</svg><rect x="7" y="7" width="86" height="136" rx="4" fill="none" '
            f'stroke="#ffffff" stroke-width="1.5"/>')


def _document(width: float, height: float, body: str, title: str, extra: str = "") -> str:
    return (f'<svg {_NS} viewBox="0 0 {_fmt(width)} {_fmt(height)}" width="{_fmt(width)}" '
            f'height="{_fmt(height)}"{extra}><title>{escape(title)}</title>{body}</svg>')


def _scaled(width: float | None) -> tuple[float, float]:
    w = CARD_WIDTH if width is None else float(width)
    if not w > 0:
        raise ArgumentError(f"width must be positive, not {width!r}", code="invalid_width",
                            params={"quoted": repr(width)})
    return w, w * CARD_HEIGHT / CARD_WIDTH


def card(card: Any, game: str | None = None, *, width: float | None = None,
         lang: str = "en") -> str:
    """One card as an SVG document, ``width`` units wide (default :data:`CARD_WIDTH`), the
    height in proportion; ``"??"`` draws the back. ``game`` is needed for a code.

    >>> svg = card("S7", "schafkopf", width=60)
    >>> 'width="60" height="90"' in svg, "<title>Schellen-Sieben</title>" in svg
    (True, True)
    """
    game, code = _game_of(card, game)
    check_language(lang)
    w, h = _scaled(width)
    body = (f'<svg width="{_fmt(w)}" height="{_fmt(h)}" viewBox="0 0 100 150">'
            f'{_card_body(game, code, lang)}</svg>')
    return _document(w, h, body, card_name(code, game, lang))


def back(game: str, *, width: float | None = None, lang: str = "en") -> str:
    """The back of a card of ``game`` (blue for Doppelkopf, red for Schafkopf)."""
    return card(HIDDEN, game, width=width, lang=lang)


def _placed(game: str, code: str, lang: str, x: float, y: float, w: float,
            dim: bool = False, rotate: float = 0) -> str:
    h = w * CARD_HEIGHT / CARD_WIDTH
    faded = ' opacity="0.45"' if dim else ""
    inner = (f'<svg x="{_fmt(x)}" y="{_fmt(y)}" width="{_fmt(w)}" height="{_fmt(h)}" '
             f'viewBox="0 0 100 150"{faded}><title>{escape(card_name(code, game, lang))}'
             f'</title>{_card_body(game, code, lang)}</svg>')
    if rotate:
        cx, cy = x + w / 2, y + h / 2
        return f'<g transform="rotate({_fmt(rotate)} {_fmt(cx)} {_fmt(cy)})">{inner}</g>'
    return inner


def _codes(cards: Sequence[Any], game: str | None) -> tuple[str, list[str]]:
    if isinstance(cards, str):
        raise ArgumentError(f"cards must be a sequence of cards, not the string {cards!r}",
                            code="invalid_card", params={"quoted": repr(cards)})
    found = [_game_of(c, game) for c in cards]
    games = {g for g, _ in found} | ({game} if game else set())
    if len(games) > 1:
        raise ArgumentError(f"the cards are of more than one game: {sorted(games)!r}",
                            code="other_game_card", params={"quoted": repr(sorted(games))})
    if not games:
        raise ArgumentError("unknown game None: no cards, and no game given",
                            code="unknown_game", params={"quoted": "None"})
    return games.pop(), [code for _, code in found]


def hand(cards: Sequence[Any], game: str | None = None, *, legal: Sequence[Any] | None = None,
         width: float | None = None, overlap: float = 0.45, lang: str = "en") -> str:
    """The cards side by side in the order given, each overlapping the one before by
    ``overlap`` of a card's width; with ``legal``, the cards not in it are dimmed (a card
    given twice in ``legal`` keeps both copies bright).

    >>> text = hand(["CQ", "DJ", "HA"], "doppelkopf", legal=["HA"], width=50)
    >>> text.count("<svg "), text.count('opacity="0.45"')
    (4, 2)
    """
    game, codes = _codes(cards, game)
    check_language(lang)
    w, h = _scaled(width)
    if not 0 <= overlap < 1:
        raise ArgumentError(f"overlap must be from 0 to below 1, not {overlap!r}",
                            code="invalid_overlap", params={"quoted": repr(overlap)})
    bright: list[str] | None = None
    if legal is not None:
        _, bright = _codes(list(legal), game)
    step = w * (1 - overlap)
    total = w + step * max(len(codes) - 1, 0) if codes else 0.0
    body = []
    for i, code in enumerate(codes):
        dim = False
        if bright is not None:
            dim = code not in bright
            if not dim:
                bright.remove(code)
        body.append(_placed(game, code, lang, i * step, 0, w, dim))
    names = ", ".join(card_name(code, game, lang) for code in codes)
    return _document(total, h, "".join(body), names)


#: Where each seat sits as seen from the viewer: 0 below, 1 left, 2 above, 3 right.
def _relative(seat: int, viewer: int) -> int:
    return (seat - viewer) % 4


def _trick_body(game: str, codes: Sequence[str], leader: int, viewer: int, lang: str,
                cx: float, cy: float, w: float) -> str:
    h = w * CARD_HEIGHT / CARD_WIDTH
    spots = {0: (cx - w / 2, cy - h * 0.2), 1: (cx - w * 1.25, cy - h / 2),
             2: (cx - w / 2, cy - h * 0.8), 3: (cx + w * 0.25, cy - h / 2)}
    tilt = {0: 0, 1: -8, 2: 0, 3: 8}
    out = []
    for i, code in enumerate(codes):
        where = _relative((leader + i) % 4, viewer)
        x, y = spots[where]
        out.append(_placed(game, code, lang, x, y, w, rotate=tilt[where]))
    return "".join(out)


def _seat(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 3:
        raise ArgumentError(f"{what} must be a seat 0..3, not {value!r}", code="invalid_seat",
                            params={"quoted": repr(value)})
    return value


def trick(cards: Sequence[Any], leader: int, game: str | None = None, *, seat: int = 0,
          width: float | None = None, lang: str = "en") -> str:
    """A trick's cards in play order (the first played by ``leader``), each card in front of
    the seat that played it as seen from ``seat`` (below; the next seat left, then above,
    then right), later cards on top. ``width`` is one card's width.

    >>> text = trick(["GA", "G7"], 3, "schafkopf", seat=0, width=40)
    >>> text.count("<svg "), "Gras-Sau" in trick(["GA"], 0, "schafkopf", lang="de")
    (3, True)
    """
    game, codes = _codes(cards, game)
    leader, seat = _seat(leader, "leader"), _seat(seat, "seat")
    if len(codes) > 4:
        raise ArgumentError(f"a trick has at most 4 cards, not {len(codes)}",
                            code="invalid_trick", params={"quoted": str(len(codes))})
    check_language(lang)
    w, h = _scaled(width)
    size_w, size_h = w * 3.5, h * 2.1
    body = _trick_body(game, codes, leader, seat, lang, size_w / 2, size_h / 2, w)
    title = ", ".join(card_name(code, game, lang) for code in codes) or (
        "leerer Stich" if lang == "de" else "empty trick")
    return _document(size_w, size_h, body, title)


def _view_json(view: Any) -> Mapping[str, Any]:
    if hasattr(view, "to_json"):
        value: Mapping[str, Any] = view.to_json()
        return value
    if not isinstance(view, Mapping):
        shown = type(view).__name__
        raise ArgumentError(f"table needs a player's view or its JSON, not {shown}",
                            code="invalid_view", params={"quoted": shown})
    return view


def table(view: Any, *, names: Sequence[str] | None = None, width: float = 640,
          lang: str = "en") -> str:
    """The table as a player's view shows it: the own hand face up below (the legal cards
    bright), the other seats' hands face down with their names, the trick in the middle.
    ``view`` is a view of either game (``view(state, seat)``) or its JSON; a spectator's view
    is drawn from seat 0's side with every hand face down. ``names`` default ``p0`` .. ``p3``.

    >>> from trickgames import doppelkopf as dk
    >>> state = dk.apply(dk.deal("ddv", seed=3, dealer=3), "p0 healthy")
    >>> text = table(dk.view(state, 1), names=["Ann", "Ben", "Cem", "Dora"])
    >>> text.count("Kartenrücken") + text.count("card back"), ">Ben<" in text
    (36, True)
    """
    value = _view_json(view)
    game = value.get("game")
    if game not in _GAMES:
        raise ArgumentError(f"unknown game {game!r}", code="unknown_game",
                            params={"quoted": repr(game)})
    check_language(lang)
    viewer = value.get("seat")
    me = 0 if viewer is None else _seat(viewer, "seat")
    shown = list(names) if names is not None else [f"p{s}" for s in range(4)]
    if len(shown) != 4:
        raise ArgumentError(f"names must be 4, not {len(shown)}", code="invalid_names",
                            params={"quoted": str(len(shown))})
    w = float(width)
    if not w > 0:
        raise ArgumentError(f"width must be positive, not {width!r}", code="invalid_width",
                            params={"quoted": repr(width)})
    h = w * 0.75
    card_w = w / 11
    card_h = card_w * 1.5
    legal_plays = [line.split()[-1] for line in value.get("legal_actions", ())
                   if line.split()[1:2] == ["play"]]
    parts = [f'<rect width="{_fmt(w)}" height="{_fmt(h)}" rx="12" fill="#1e6b3a"/>']
    sizes = value.get("hand_sizes", (0, 0, 0, 0))
    for seat in range(4):
        where = _relative(seat, me)
        mine = viewer is not None and seat == viewer
        codes = list(value.get("hand", ())) if mine else [HIDDEN] * int(sizes[seat])
        step = card_w * (0.55 if mine else 0.25)
        span = card_w + step * max(len(codes) - 1, 0)
        label_style = (f'font-family="sans-serif" font-size="{_fmt(card_w * 0.32)}" '
                       'fill="#ffffff" text-anchor="middle"')
        if where == 0:
            x0, y0 = (w - span) / 2, h - card_h - card_w * 0.25
            for i, code in enumerate(codes):
                dim = mine and bool(legal_plays) and code not in legal_plays
                parts.append(_placed(game, code, lang, x0 + i * step, y0, card_w, dim))
            lx, ly = w / 2, y0 - card_w * 0.15
        elif where == 2:
            x0, y0 = (w - span) / 2, card_w * 0.45
            parts.extend(_placed(game, code, lang, x0 + i * step, y0, card_w)
                         for i, code in enumerate(codes))
            lx, ly = w / 2, y0 + card_h + card_w * 0.4
        else:
            x0 = card_w * 0.4 if where == 1 else w - card_w * 1.4
            y0 = (h - card_h - step * max(len(codes) - 1, 0)) / 2 - card_w * 0.4
            parts.extend(_placed(game, code, lang, x0, y0 + i * step, card_w)
                         for i, code in enumerate(codes))
            lx, ly = x0 + card_w / 2, y0 - card_w * 0.2
        parts.append(f'<text x="{_fmt(lx)}" y="{_fmt(ly)}" {label_style}>'
                     f'{escape(shown[seat])}</text>')
    current = value.get("trick") or {}
    leader = current.get("leader", -1)
    if isinstance(leader, int) and 0 <= leader <= 3:
        parts.append(_trick_body(game, list(current.get("cards", ())), leader, me, lang,
                                 w / 2, h * 0.47, card_w * 1.1))
    title = f"{game}: " + ", ".join(f"{shown[s]} ({sizes[s]})" for s in range(4))
    return _document(w, h, "".join(parts), title)
