#!/usr/bin/env python3
"""Counts the public symbols in DeskKit's symbol graphs that have no doc comment, per source folder.

Usage: doc-coverage.py SYMBOL_GRAPH_DIR [--list]

Reads every *.symbols.json in the directory (public and open symbols, as scripts/docs dumps them)
and prints, for each folder under Sources/, how many symbols are declared there and how many lack
a doc comment. A symbol counts as documented when the graph gives it one, including one it
inherits from the member it overrides or the requirement it implements, as DocC shows it. Members
with no place in our sources (synthesized conformances, standard library defaults) cannot carry a
comment and are counted apart. --list names every undocumented symbol with its file and line.
With DOCS_REQUIRE_ALL=1 in the environment, exits 1 when any symbol lacks a doc comment.
"""
import glob
import json
import os
import sys
from collections import defaultdict
from urllib.parse import unquote, urlparse


def source_path(uri):
    """The file's path from Sources/ on, or None when the URI is outside the package's sources."""
    path = unquote(urlparse(uri).path)
    marker = "/Sources/"
    return path[path.rindex(marker) + len(marker):] if marker in path else None


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 1:
        sys.exit(__doc__.strip().splitlines()[2])
    graphs = sorted(glob.glob(os.path.join(args[0], "*.symbols.json")))
    if not graphs:
        sys.exit(f"doc-coverage: no symbol graphs in '{args[0]}'")

    seen = set()
    totals = defaultdict(int)
    missing = defaultdict(list)
    synthesized = 0
    for graph in graphs:
        with open(graph, encoding="utf-8") as file:
            symbols = json.load(file)["symbols"]
        for symbol in symbols:
            precise = symbol["identifier"]["precise"]
            if precise in seen:
                continue
            seen.add(precise)
            location = symbol.get("location")
            path = source_path(location["uri"]) if location else None
            if path is None:
                synthesized += 1
                continue
            folder = os.path.dirname(path)
            totals[folder] += 1
            if not symbol.get("docComment", {}).get("lines"):
                line = location["position"]["line"] + 1
                name = ".".join(symbol["pathComponents"])
                missing[folder].append(f"{path}:{line}: {symbol['kind']['identifier']} {name}")

    width = max(len(folder) for folder in totals)
    print(f"{'Folder':<{width}}  {'public':>6}  {'undocumented':>12}")
    for folder in sorted(totals):
        print(f"{folder:<{width}}  {totals[folder]:>6}  {len(missing[folder]):>12}")
    total = sum(totals.values())
    undocumented = sum(len(names) for names in missing.values())
    print(f"{'Total':<{width}}  {total:>6}  {undocumented:>12}")
    print(f"({synthesized} members with no source location, synthesized or from the standard library, not counted)")
    if "--list" in sys.argv:
        for folder in sorted(missing):
            for entry in missing[folder]:
                print(entry)

    if os.environ.get("DOCS_REQUIRE_ALL") == "1" and undocumented > 0:
        print(f"doc-coverage: {undocumented} public symbols have no doc comment "
              "(rerun with --list to name them)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
