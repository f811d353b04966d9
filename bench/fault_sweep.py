"""Re-run the fault sweep of issue 10 against the installed `wordle-tui`: bad CLI input, junk word
lists, damaged caches, kill -9, closed and full streams; then issue 22's (fault_cases_22.py). Prints one line per case: its exit status,
its seconds (pessimistic on a shared machine) and a verdict; a case fails on a traceback, on a
hang (over 120 s), or when it should fail and exits 0. Usage: python bench/fault_sweep.py
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

WT = f"{sys.executable} -m wordle_tui"


def case(name: str, command: str, env: dict, ok_status=(1, 2), stdin=subprocess.DEVNULL) -> bool:
    started = time.perf_counter()
    try:
        proc = subprocess.run(
            ["bash", "-c", command], env=env, stdin=stdin, capture_output=True, timeout=120, cwd=env["SWEEP"]
        )
    except subprocess.TimeoutExpired:
        print(f"HANG  {name}")
        return False
    seconds = time.perf_counter() - started
    err = proc.stderr.decode(errors="replace")
    good = b"Traceback" not in proc.stderr + proc.stdout and proc.returncode in ok_status
    first = err.strip().splitlines()[0][:110] if err.strip() else "(nothing on stderr)"
    print(f"{'ok  ' if good else 'FAIL'}  {proc.returncode:>3} {seconds:6.1f}s  {name}: {first}")
    return good


def main() -> int:
    root = Path(tempfile.mkdtemp(prefix="wordle-sweep-"))
    env = {
        **os.environ,
        "WORDLE_TUI_CACHE_DIR": str(root / "cache"),
        "WORDLE_TUI_DATA_DIR": str(root / "data"),
        "SWEEP": str(root),
    }
    env.pop("TEXTUAL_DRIVER", None)
    (root / "bom.txt").write_bytes("\ufeffcrane\nslate\ntrace\n".encode())
    (root / "long.txt").write_text("a" * 30_000_000 + "\n")
    (root / "binary.txt").write_bytes(bytes(range(256)) * 100)
    (root / "empty.txt").write_text("")
    (root / "big.txt").write_text(
        "\n".join(
            f"{a}{b}{c}{d}{e}"
            for a in "abcdefghij"
            for b in "abcdefghij"
            for c in "abcdefghij"
            for d in "abcdefghij"
            for e in "abcd"
        )
    )
    (root / "tree.txt").write_bytes(b"salet BBBBB1 \x1b[2J\x1b]0;pwned\x07\n")
    cases = [
        ("--top -1", f"{WT} suggest --top -1"),
        ("--top 0", f"{WT} openers --top 0"),
        ("--length 0 named set", f"{WT} suggest --length 0"),
        ("--length 30 named set", f"{WT} suggest --length 30"),
        ("bench --sample 0", f"{WT} bench --sample 0"),
        ("--breadth 0", f"{WT} tree --breadth 0"),
        ("--breadth -1", f"{WT} suggest -s deep --breadth -1"),
        ("cover --time-limit nan", f"{WT} cover --time-limit nan"),
        ("cover --time-limit 0", f"{WT} cover --time-limit 0"),
        ("cover --include zzzzz", f"{WT} cover --include zzzzz"),
        ("solve deep, no opener", f"{WT} solve crane -s deep"),
        ("100,000-letter guess", f"{WT} suggest $(printf 'a%.0s' $(seq 100000))=bbbbb"),
        ("bad feedback", f"{WT} suggest salet=bbqbb"),
        ("score odd", f"{WT} score speed"),
        ("BOM word list", f"{WT} suggest --words bom.txt --json", (0,)),
        ("30 MB line", f"{WT} suggest --words long.txt"),
        ("binary list", f"{WT} suggest --words binary.txt"),
        ("empty list", f"{WT} suggest --words empty.txt"),
        ("40,000 words", f"{WT} suggest --words big.txt"),
        ("escape codes in a tree", f"{WT} verify-tree tree.txt"),
        ("no terminal", f"{WT} < /dev/null"),
        (">/dev/full", f"{WT} score crane slate > /dev/full"),
        ("stdout closed", f"{WT} score crane slate >&-"),
        ("stderr closed, good", f"{WT} score crane slate 2>&-", (0,)),
        ("stderr closed, bad", f"{WT} score crane 2>&-"),
        ("| head -1", f"{WT} suggest | head -1", (0,)),
        ("warm the cache", f"{WT} suggest salet=bbbbb", (0,)),
    ]
    results = [case(name, cmd, env, *rest) for name, cmd, *rest in cases]
    cache = root / "cache"
    matrix = max(cache.glob("patterns-*.bin"), key=lambda p: p.stat().st_size)  # the original set's
    raw = matrix.read_bytes()
    head, _, data = raw.partition(b"\n")
    header = json.loads(head)
    damages = {
        "truncated cache": raw[:-100],
        "other lists' key": json.dumps({**header, "key": "0" * 16}).encode() + b"\n" + data,
        "negative shape": json.dumps({**header, "shape": [-1, 5]}).encode() + b"\n" + data,
        "object dtype": json.dumps({**header, "dtype": "|O"}).encode() + b"\n" + data,
    }
    for name, content in damages.items():
        matrix.write_bytes(content)
        results.append(case(name, f"{WT} suggest salet=bbbbb", env, (0,)))
    for path in cache.glob("openers-*.json"):
        path.write_text('{"key": 5, "records": [{"guess": 7}]}')
    results.append(case("opener cache of wrong types", f"{WT} suggest", env, (0,)))
    (cache / "patterns-x.bin123.tmp").write_bytes(b"half")
    os.utime(cache / "patterns-x.bin123.tmp", (1, 1))
    results.append(case("leftover .tmp", f"{WT} cache && test ! -e {cache}/patterns-x.bin123.tmp", env, (0,)))
    proc = subprocess.Popen(
        ["bash", "-c", f"exec {WT} cover --set nyt-all --targets allowed --time-limit 60"],
        env=env,
        cwd=root,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    time.sleep(5)
    proc.send_signal(signal.SIGINT)
    proc.wait(60)
    time.sleep(1)
    left = subprocess.run(["pgrep", "-f", f"cbc .*{root}"], capture_output=True, text=True).stdout.split()
    left += subprocess.run(
        ["pgrep", "-f", "wordle-tui-cover-"], capture_output=True, text=True
    ).stdout.split()
    print(
        f"{'ok  ' if not left else 'FAIL'}  {proc.returncode:>3}          SIGINT during cover: {len(left)} solver processes left"
    )
    results.append(not left)
    from fault_cases_22 import run_cases as issue_22_cases  # this script's folder is on the path

    results += issue_22_cases(root, env)
    results += multi_save_cases(root, env)
    print(f"{sum(results)} passed, {len(results) - sum(results)} failed")
    return 0 if all(results) else 1


# Issue 22, item 1: the multi-board save (and the practice save's answer), loaded as the app's F9
# does: a bad file must give one line, be moved aside, and never raise.
LOAD_MULTI = """
import sys
from pathlib import Path
from wordle_tui.core.multi import answer_sets
from wordle_tui.core.multi.save import load_entry
path = Path(sys.argv[1])
entry, notice = load_entry(path, lambda name: (answer_sets.source(name, {}) or (lambda: None))())
print(notice, file=sys.stderr)
aside = list(path.parent.glob(path.name + '.corrupt-*'))
sys.exit(0 if entry is None and notice and '\\n' not in notice and aside and not path.exists() else 1)
"""
LOAD_PRACTICE = """
import sys
from pathlib import Path
from wordle_tui.core.storage.save import load_board
board, notice = load_board(Path(sys.argv[1]))
print(notice, file=sys.stderr)
sys.exit(0 if board is None and notice else 1)
"""


def multi_save_cases(root: Path, env: dict) -> list[bool]:
    good = {"version": 1, "boards": 4, "limit": 9, "word_set": "likely", "length": 5, "moves": []}
    saves = {
        "multi.json not UTF-8": b"\x00\xff\xfe garbage",
        'multi.json "boards": "4"': json.dumps({**good, "boards": "4"}).encode(),
        'multi.json "limit": 9.5': json.dumps({**good, "limit": 9.5}).encode(),
        "multi.json a list": b"[1, 2]",
        "multi.json answers not words": json.dumps({**good, "answers": ["zzzzz"] * 4}).encode(),
    }
    results = []
    for i, (name, raw) in enumerate(saves.items()):
        folder = root / f"multi-{i}"
        folder.mkdir()
        (folder / "multi.json").write_bytes(raw)
        script = root / "load_multi.py"
        script.write_text(LOAD_MULTI)
        results.append(case(name, f"{sys.executable} {script} {folder}/multi.json", env, (0,)))
    practice = root / "practice-bad"
    practice.mkdir()
    hidden = "bW1tbW0="  # rot13 + base64 of "zzzzz", as the save stores a practice answer
    board = {"word_set": "original", "hidden_answer": hidden}
    (practice / "practice.json").write_text(json.dumps({"version": 2, "board": board}))
    (root / "load_practice.py").write_text(LOAD_PRACTICE)
    cmd = f"{sys.executable} {root}/load_practice.py {practice}/practice.json"
    results.append(case('practice.json "answer": "zzzzz"', cmd, env, (0,)))
    return results


if __name__ == "__main__":
    sys.exit(main())
