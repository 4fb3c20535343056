"""Random legal simulation (issue 4, "Command line": simulate)."""

from __future__ import annotations

from collections import Counter

import pytest

import trickgames
from trickgames._core.rng import derive_seed
from trickgames.simulation import contract_label, random_deal, simulate, simulate_lines


@pytest.mark.parametrize("preset", ["ddv", "pagat"])
def test_every_simulated_record_validates(preset: str) -> None:
    """Issue 4: every record simulate writes validates, its result included."""
    for record in simulate("doppelkopf", preset, 40, seed=7):
        report = trickgames.validate(record)
        assert report.valid, report.issues
        assert record.result == report.result


def test_same_seed_same_records_with_processes() -> None:
    """Issue 4/5: same seed, same records, whatever the number of processes."""
    one = [line for line, _ in simulate_lines("doppelkopf", "ddv", 10, seed=3)]
    two = [line for line, _ in simulate_lines("doppelkopf", "ddv", 10, seed=3, jobs=2)]
    assert one == two


def test_deal_k_does_not_depend_on_the_run() -> None:
    """Issue 5: deal k has its own seed, so it is the same alone or inside a run."""
    alone = random_deal("doppelkopf", trickgames.doppelkopf.DDV, 5, 3)
    in_run = list(simulate("doppelkopf", "ddv", 4, seed=5))[3]
    assert trickgames.doppelkopf.to_record(alone).to_json() == in_run.to_json()
    assert alone.deal.hands == trickgames.doppelkopf.deal(
        "ddv", seed=derive_seed(5, 3), dealer=3).deal.hands


def test_simulation_reaches_every_phase() -> None:
    """Issue 4: random deals reach solos, marriages, poverties and announcements."""
    labels: Counter[str] = Counter()
    announced = 0
    for record in simulate("doppelkopf", "pagat", 300, seed=11):
        state = trickgames.replay(record)
        labels[contract_label("doppelkopf", state)] += 1
        announced += any(" announce " in a for a in record.actions)
    assert labels["normal"] and labels["marriage"] and labels["poverty"]
    assert sum(v for k, v in labels.items() if "solo-" in k) > 30
    assert announced > 30
