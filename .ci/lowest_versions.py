"""Print pip constraints pinning every dependency (runtime, test extra, build backend) to its declared floor.

CI installs with these to prove that the lower bounds in pyproject.toml really work together.
"""

import re
import sys
import tomllib
from pathlib import Path

FLOOR = re.compile(r"^\s*([A-Za-z0-9._-]+)(?:\[[^]]*\])?\s*(?:.*?(?:>=|==)\s*([0-9][^,;\s]*))?")


def floors(requirements: list[str]) -> list[str]:
    pins = []
    for req in requirements:
        name, version = FLOOR.match(req).groups()
        if version is None:
            sys.exit(f"{req!r} declares no lower bound")
        pins.append(f"{name}=={version}")
    return pins


def main() -> None:
    project = tomllib.loads((Path(__file__).resolve().parent.parent / "pyproject.toml").read_text())
    reqs = project["build-system"]["requires"] + project["project"]["dependencies"]
    for extra in project["project"].get("optional-dependencies", {}).values():
        reqs += extra
    print("\n".join(floors(reqs)))


if __name__ == "__main__":
    main()
