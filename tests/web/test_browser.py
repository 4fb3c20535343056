"""The page in a real browser: Debian's Chromium at /usr/bin/chromium, driven by Playwright
(never a browser of Playwright's own). A whole deal of each game is played by clicking; the
score the page shows must be the score of the record it downloads, which `trickgames
validate` accepts; a second browser joins a table through its invitation link. A session of
two deals shows the standings after each; a Doppelkopf poverty is given and returned by
selecting the cards.

Set TRICKGAMES_SCREENSHOT=PATH to keep the screenshot of the page (docs/web.md shows it).
"""

from __future__ import annotations

import json
import os
import random
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from tests.web._api import NOW, create, finish
from tests.web._server import running_server
from trickgames import daily
from trickgames import schafkopf as sk

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


def _decide(page, prefer: str | None = None, say: str | None = None) -> None:
    """Click the person's decision: say ``say`` when offered, else let an off-turn chance
    pass, else play the first legal card, else the preferred action (when offered) or the
    first on-turn action."""
    seq = page.get_attribute("body", "data-seq")
    said = page.locator(f'#actions button.action[data-action$=" {say}"]')
    if say and said.count():
        said.first.click()
    elif page.locator("#pass-chance").count():
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


def _only_legal_cards_clickable(page) -> int:
    """Check that the cards of the hand that can be clicked are exactly those the view's
    legal actions play; answer how many cannot be clicked."""
    plays = page.evaluate("() => S.snap.view.legal_actions")
    legal = {line.split()[2] for line in plays if line.split()[1] == "play"}
    cards = page.locator("#hand button.card")
    enabled = [cards.nth(i).get_attribute("data-card") for i in range(cards.count())
               if cards.nth(i).is_enabled()]
    if not legal:
        return 0
    assert set(enabled) == legal  # both cards of a pair (Doppelkopf) alike
    return cards.count() - len(enabled)


def _shown_scores(page) -> list[int]:
    amounts = page.locator("#scores .amount")
    return [int(amounts.nth(i).inner_text()) for i in range(amounts.count())]


def _downloaded(page, folder: Path, button: str = "#download-deal") -> Path:
    with page.expect_download() as info:
        page.click(button)
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
    downloaded record's, the record validates, a reload resumes, the page speaks German.
    The Doppelkopf player announces Re, one of the Schafkopf friends doubles (Kontra), by
    clicking;
    only the cards the view's legal actions play can be clicked."""
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
        _click(page, "p0 healthy")
        _click(page, "p0 announce re")  # p0 holds a queen of clubs: an announcement
        assert "Announced: Re" in page.inner_text("#info")
        assert not page.locator('#actions button[data-action="p0 announce re"]').count()
        clicks = 0
        shot = False
        refused = 0
        while _state(page) not in ("over", "finished"):
            refused += _only_legal_cards_clickable(page)
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
        assert refused > 0  # some cards could not be clicked (p0 had to follow suit)
        shown = _shown_scores(page)
        record = _downloaded(page, tmp_path)
        report = _validate(record)
        assert report["result"]["scores"] == shown
        assert json.loads(record.read_text())["players"][0] == "Anna"
        assert "p0 announce re" in json.loads(record.read_text())["actions"]
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
                    _decide(person, prefer="bid", say="kontra")
                    moved = True
            if not moved:
                time.sleep(0.05)
            assert time.monotonic() < deadline, "the friends' deal did not end"
        guest.wait_for_selector("#scores", state="attached")
        shown = _shown_scores(guest)
        record = _downloaded(guest, tmp_path)
        report = _validate(record)
        assert report["result"]["payouts"] == shown
        (kontra,) = [a for a in json.loads(record.read_text())["actions"] if "kontra" in a]
        assert kontra in ("p0 kontra", "p2 kontra")  # a person doubled by clicking
        assert "Kontra/Re: " in guest.inner_text("#info")
        page.wait_for_selector("#scores", state="attached")
        assert _shown_scores(page) == shown
        assert errors == []
        second.close()
        first.close()


def _chromium(playwright):
    """Debian's Chromium, for several fresh contexts (each its own storage: one browser each)."""
    return playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)


def _page(browser, errors: list[str], locale: str = "en-US"):
    context = browser.new_context(viewport={"width": 1100, "height": 900},
                                  accept_downloads=True, locale=locale)
    page = context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    return page


def _setup(page, base: str, game: str, seed: int) -> None:
    page.goto(base + "/")
    page.wait_for_selector("#game option", state="attached")
    page.select_option("#game", game)
    page.fill("#seed", str(seed))
    assert not page.is_visible("#session-row")  # a session's fields only in session mode


def _play_to_the_end(page) -> None:
    """Click the person's decisions until the deal is over."""
    clicks = 0
    while _state(page) not in ("over", "finished"):
        _decide(page)
        clicks += 1
        assert clicks < 200


def _totals(page) -> list[int]:
    return [int(v) for v in page.get_attribute("#totals", "data-totals").split(",")]


def _click(page, line: str) -> None:
    """Click the button of the action ``line`` once the page offers it."""
    button = f'#actions button[data-action="{line}"]:not([disabled])'
    page.wait_for_selector(button, timeout=20000)
    seq = page.get_attribute("body", "data-seq")
    page.click(button)
    _after(page, seq)


def _select(page, cards: list[str], line: str, label: str) -> None:
    """Select ``cards`` of the hand one click each (the button stays disabled until they
    are as many as the rule asks), then click the button that gives or returns them."""
    page.wait_for_selector(f'#hand[data-choose="{len(cards)}"]', state="attached",
                           timeout=20000)
    for number, card in enumerate(cards):
        assert page.get_attribute("#give-selected", "data-action") is None
        assert page.is_disabled("#give-selected"), number
        page.locator(f'#hand button[data-card="{card}"]:not(.selected)').first.click()
    assert page.get_attribute("#give-selected", "data-action") == line
    assert page.inner_text("#give-selected") == label
    seq = page.get_attribute("body", "data-seq")
    page.click("#give-selected")
    _after(page, seq)


def _shown_cards(page, label: str) -> list[str]:
    """The cards the table's information shows under ``label`` (Cards given, ...)."""
    row = page.locator("#info .shown-cards", has_text=re.compile("^" + label))
    row.wait_for(timeout=20000)
    images = row.locator("img")
    return [images.nth(i).get_attribute("alt") for i in range(images.count())]


def _without(cards: list[str], taken: list[str]) -> list[str]:
    left = list(cards)
    for card in taken:
        left.remove(card)
    return left


def _hand(page) -> list[str]:
    cards = page.locator("#hand button.card")
    return [cards.nth(i).get_attribute("data-card") for i in range(cards.count())]


def test_a_session_of_two_deals_and_the_daily_mode(tmp_path):
    """web docs "The end of a deal, sessions and records": the page's session mode plays
    two deals one after the other ("Next deal"); after each the standings are the sum of
    the deals' scores the page showed, and the downloaded session record, which `trickgames
    validate` accepts, has these standings. trickgames.daily/1, web docs "The daily deals":
    the leaderboard page lists a day played through the API; the page's Daily mode deals
    the day's first deal. schafkopf.md "Bidding": when all pass, the page says the deal
    scores nothing."""
    errors: list[str] = []
    with running_server(tmp_path, poll_timeout=5) as base, sync_api.sync_playwright() as pw:
        browser = _chromium(pw)
        page = _page(browser, errors)
        _setup(page, base, "schafkopf", 5)
        page.check("input[name=mode][value=session]")
        page.fill("#deals", "2")
        page.click("#start")
        page.wait_for_selector('body[data-state="mine"]')
        totals = [0, 0, 0, 0]
        deals = 0
        while True:
            deals += 1
            assert page.inner_text("#deal-number").endswith(f"Deal {deals} of 2")
            _play_to_the_end(page)
            totals = [a + b for a, b in zip(totals, _shown_scores(page), strict=True)]
            assert _totals(page) == totals
            if _state(page) == "finished":
                break
            assert page.is_visible("#next-deal") and not page.is_visible("#download-table")
            seq = page.get_attribute("body", "data-seq")
            page.click("#next-deal")
            _after(page, seq)
            assert not page.is_visible("#scores") and _totals(page) == totals
        assert deals == 2
        assert not page.is_visible("#next-deal")
        report = _validate(_downloaded(page, tmp_path, "#download-table"))
        assert report["result"]["standings"] == totals

        # -- the Daily mode and the day's leaderboard -----------------------------------------
        day = NOW.date().isoformat()
        with httpx.Client(base_url=base, timeout=60) as client:  # Bea plays the day by API
            bea = create(client, game="schafkopf", daily=day, name="Bea")
            finish(bea, random.Random(1))
            while not bea.table["finished"]:
                bea.next()
                finish(bea, random.Random(1))
        page.click("#nav-board")
        page.select_option("#board-game", "schafkopf")
        page.select_option("#board-preset", "standard")
        page.fill("#board-day", day)
        page.click("#board-show")
        page.wait_for_selector("#board-table tbody tr")
        assert page.inner_text("#board-table tbody tr").split("\t")[:3] == [
            "1", "Bea", str(bea.table["totals"][0])]
        page.click("#nav-daily")
        assert not page.is_visible("#seats-row") and not page.is_visible("#seed-label")
        page.select_option("#game", "schafkopf")
        page.select_option("#preset", "standard")
        page.fill("#day", day)
        page.click("#start")
        page.wait_for_selector('body[data-state="mine"]')
        assert "Deal 1 of 4" in page.inner_text("#info")
        first = daily.deals("schafkopf", "standard", day)[0]
        assert sorted(_hand(page)) == sorted(sk.to_record(first).to_json()["hands"][0])

        # -- a void deal: everybody passes (seed 11), and the page says that nothing counts ---
        page.click("#nav-new")
        page.check("input[name=mode][value=deal]")
        page.fill("#seed", "11")
        page.click("#start")
        _click(page, "p0 pass")
        page.wait_for_selector("#result #redeal")
        assert _shown_scores(page) == [0, 0, 0, 0]
        assert "null" not in page.inner_text("#result")
        assert errors == []
        browser.close()


def test_a_poverty_by_clicking_the_cards_given_and_returned(tmp_path):
    """doppelkopf.md "Poverty", web docs "The page": the poor player reserves, declares
    poverty and selects the three cards he gives by clicking them (the button waits for the
    third); the friend who accepts selects the three he returns the same way; each page shows
    the cards given and returned, and the hands hold what was exchanged (seed 657, pagat:
    p0 has two trumps, DJ and D9). The friend's browser speaks German, so his page does."""
    errors: list[str] = []
    with running_server(tmp_path, poll_timeout=5) as base, sync_api.sync_playwright() as pw:
        browser = _chromium(pw)
        poor = _page(browser, errors)
        _setup(poor, base, "doppelkopf", 657)
        poor.select_option("#preset", "pagat")
        poor.select_option("#seat-1", "human")
        poor.click("#start")
        poor.wait_for_selector("#invitations a.invitation")
        rich = _page(browser, errors, locale="de-DE")  # the browser's language: German
        rich.goto(poor.get_attribute("#invitations a.invitation", "href"))
        rich.wait_for_selector("#seat-bottom .name", state="attached")
        assert rich.get_attribute("html", "lang") == "de"

        _click(poor, "p0 reserve")
        _click(rich, "p1 healthy")
        _click(poor, "p0 declare poverty")
        given, returned = ["SA", "DJ", "D9"], ["CK", "SK", "HK"]
        poor_hand = _hand(poor)
        _select(poor, given, "p0 give SA DJ D9", "Give the selected cards")
        rich_hand = _hand(rich)
        _click(rich, "p1 accept")
        assert sorted(_hand(rich)) == sorted(rich_hand + given)
        _select(rich, returned, "p1 return CK SK HK", "Ausgewählte Karten zurückgeben")

        assert _shown_cards(poor, "Cards given") == given
        assert _shown_cards(poor, "Cards returned") == returned
        assert _shown_cards(rich, "Gegebene Karten") == given
        assert _shown_cards(rich, "Zurückgegebene Karten") == returned
        poor.wait_for_selector('body[data-state="mine"]')
        assert sorted(_hand(poor)) == sorted(_without(poor_hand, given) + returned)
        assert sorted(_hand(rich)) == sorted(_without(rich_hand + given, returned))
        assert "give SA DJ D9" in poor.text_content("#log")
        assert "return CK SK HK" in poor.text_content("#log")
        assert errors == []
        browser.close()


def test_the_browser_test_uses_the_systems_chromium():
    """web docs "Tests": the browser is Debian's, never one Playwright downloads."""
    assert CHROMIUM.exists() and shutil.which("chromium") is not None
