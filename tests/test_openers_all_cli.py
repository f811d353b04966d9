"""`wordle-tui openers --all` from the command line: proven on small word files, and a rerun resumes."""

from wordle_tui.cli import main


def test_openers_all_proves_the_best_opener_and_a_rerun_resumes(capsys, tmp_path, opener_lists):
    lists, _, guesses = opener_lists
    argv = ["openers", "--all", *lists, "--progress", str(tmp_path / "progress.jsonl"), "--workers", "2"]
    assert main(argv) == 0
    first = capsys.readouterr().out
    assert f"best of all {len(guesses)} openers;" in first and "not proven" not in first
    lines = (tmp_path / "progress.jsonl").read_text().splitlines()
    assert len(lines) == 2 + len(guesses)  # the key, the upper bound, one line per opener
    assert main(argv) == 0
    again = capsys.readouterr().out
    assert again.split(";")[0] == first.split(";")[0]  # the same opener and total
    assert (tmp_path / "progress.jsonl").read_text().splitlines() == lines  # nothing settled twice


def test_openers_named_are_looked_up_in_a_finished_proof(capsys, tmp_path, opener_lists):
    """`openers WORD ...` answers from the proof at once: the best with its exact total and rank
    1, another with the bound that refuted it (or its exact total); a word not allowed is refused."""
    lists, _, guesses = opener_lists
    lists = [*lists, "--progress", str(tmp_path / "progress.jsonl")]
    assert main(["openers", "aahed", *lists]) == 2  # no proof yet: the command to make it, for these lists
    assert (
        f"no proof over every opener for these lists in normal mode: run `wordle-tui openers --all {' '.join(lists)}` first"
        in capsys.readouterr().err
    )
    assert main(["openers", "--all", "--workers", "1", *lists]) == 0
    best = capsys.readouterr().out.split()[0].lower()
    other = next(g for g in guesses if g != best)
    assert main(["openers", best, other, "--json", *lists]) == 0
    import json

    found = json.loads(capsys.readouterr().out)["openers"]
    assert found[0]["exact"] and found[0]["rank"] == 1
    assert found[1]["value"] >= found[0]["value"] and (found[1]["rank"] or 2) >= 1
    assert main(["openers", best, other, *lists]) == 0
    text = capsys.readouterr().out
    assert f"{best.upper()}" in text and ", rank 1" in text
    assert main(["openers", "zzzzz", *lists]) == 2


def test_a_lookup_with_no_proof_names_the_command_for_its_own_lists(capsys):
    """It said `openers --all` (the original lists) whatever --set was asked for."""
    assert main(["openers", "salet", "--set", "nyt", "--hard"]) == 2
    assert "run `wordle-tui openers --all --set nyt --hard` first" in capsys.readouterr().err
    assert main(["openers", "salet", "--set", "today"]) == 2
    assert "look them up on --set nyt2022 or nyt2023" in capsys.readouterr().err


def test_ctrl_c_stops_a_hard_proof_in_one_line_and_leaves_no_process(tmp_path):
    """Ctrl+C reaches the whole process group, as in a terminal: the run stops its workers,
    says so in one line and leaves no process (a worker's own reaction is timing-dependent:
    tests/core/test_deep_proof.py checks that it leaves ctrl+c to the run)."""
    import os
    import signal
    import sys
    import time

    from tests import stacks

    progress = tmp_path / "progress.jsonl"
    argv = [sys.executable, "-m", "wordle_tui", "openers", "--all", "--hard", "--workers", "2"]
    with stacks.popen([*argv, "--progress", str(progress)], cwd=tmp_path, stderr=-1, text=True) as proc:
        for _ in range(600):  # the upper bound is written once both workers have run jobs
            if (progress.exists() and len(progress.read_text().splitlines()) >= 2) or proc.poll() is not None:
                break
            time.sleep(0.5)
        assert proc.poll() is None, "the proof ended before it was interrupted"
        os.killpg(proc.pid, signal.SIGINT)
        _, err = stacks.communicate(proc, timeout=120)
    assert proc.returncode == 130
    assert "interrupted" in err and "SpawnPoolWorker" not in err and "Traceback" not in err, err
    for _ in range(100):  # the pool was joined; the resource tracker ends on its own
        try:
            os.killpg(proc.pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        raise AssertionError("a process of the proof outlived it")
