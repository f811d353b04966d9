"""MkDocs hook: pages made at build time from their one source, so they cannot drift from it.

- cli.md: every command's ``--help``, from the argparse parser the program itself uses;
- provenance.md, licences.md: wordlists/PROVENANCE.md and LICENSES.txt, as shipped;
- contributing.md, changelog.md: CONTRIBUTING.md and CHANGELOG.md at the top of the repository.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from mkdocs.structure.files import File, Files

ROOT = Path(__file__).resolve().parents[2]
HELP_WIDTH = "80"  # argparse wraps at $COLUMNS: fixed, so the page is the same on every machine


def cli_reference() -> str:
    os.environ["COLUMNS"] = HELP_WIDTH
    from wordle_tui.cli import build_parser

    parser = build_parser()
    page = [
        "# Command-line reference",
        "",
        "Every command's `--help`, generated from the program's own parser when the site is built.",
        "The [command line](command-line.md) page explains what the commands are for.",
    ]
    for prog, command in _commands(parser):
        page += ["", f"## {prog}", "", "```text", command.format_help().rstrip(), "```"]
    return "\n".join(page) + "\n"


def _commands(parser: argparse.ArgumentParser):
    """The parser and every subcommand's, depth first: (its prog, the parser)."""
    yield parser.prog, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in dict.fromkeys(action.choices.values()):  # an alias maps to the same parser
                yield from _commands(sub)


def verbatim(path: Path, title: str) -> str:
    return (
        f"# {title}\n\n`{path.relative_to(ROOT)}`, as shipped:\n\n```text\n{path.read_text().rstrip()}\n```\n"
    )


def on_files(files: Files, config) -> Files:
    pages = {
        "cli.md": cli_reference(),
        "provenance.md": (ROOT / "wordlists/PROVENANCE.md").read_text(),
        "licences.md": verbatim(ROOT / "wordlists/LICENSES.txt", "Word list licences"),
        "contributing.md": (ROOT / "CONTRIBUTING.md").read_text(),
        "changelog.md": (ROOT / "CHANGELOG.md").read_text(),
    }
    for name, content in pages.items():
        files.append(File.generated(config, name, content=content))
    return files
