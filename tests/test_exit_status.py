"""Exit statuses of the CLI's streams (issue 22): a reader that closes the pipe early is not an
error; --help and --version that cannot be written are."""

import pytest

from .test_cli_faults import shell


def test_a_closed_pipe_is_not_an_error(tmp_path):
    proc = shell(tmp_path, "set -o pipefail; $WT suggest --top 5 | head -1")
    assert proc.returncode == 0 and proc.stdout.count("\n") == 1 and proc.stderr == ""


@pytest.mark.parametrize("option", ["--help", "--version", "suggest --help"])
def test_help_and_version_into_a_full_disk_fail_in_one_line(tmp_path, option):
    proc = shell(tmp_path, f"$WT {option} > /dev/full")
    assert proc.returncode == 1
    assert proc.stderr == "wordle-tui: error: No space left on device (writing the output)\n"


@pytest.mark.parametrize("option", ["--help", "--version"])
def test_help_and_version_into_a_closed_stdout_fail_and_go_nowhere_else(tmp_path, option):
    proc = shell(tmp_path, f"$WT {option} >&-")
    assert proc.returncode == 2
    assert proc.stderr == "wordle-tui: error: standard output is closed: nowhere to write the text\n"


def test_help_and_version_still_print(tmp_path):
    proc = shell(tmp_path, "$WT --version && $WT --help | head -1")
    assert (
        proc.returncode == 0 and proc.stdout.startswith("wordle-tui ") and "usage: wordle-tui" in proc.stdout
    )
