"""Tests of the browser game (trickgames.web): its tables, database, API and page."""
