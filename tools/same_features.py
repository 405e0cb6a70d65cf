#!/usr/bin/env python3
"""Lists the crates `cargo build` would compile again after `cargo test`.

Cargo's feature resolver (2 and 3) keeps the features that dev-dependencies
switch on apart from the normal build, so a crate shared by both can be
built twice, once with each set of features: a newcomer's `cargo build`
after `cargo test` then compiles those crates (and everything above them)
again. Cargo.toml lists those features on the normal dependencies; this
script checks that it still does, by comparing the two unit graphs cargo
plans (no compiling: a few seconds).

    python3 tools/same_features.py      # exit 0: nothing is built twice

It prints each crate the build would compile again, with the features that
differ, and exits 1 when there is any. The unit graph is an unstable cargo
option, read here with RUSTC_BOOTSTRAP=1 on a stable toolchain.
"""

import hashlib
import json
import os
import subprocess
import sys


def unit_graph(args):
    """The units cargo would build for `cargo ARGS`, as its JSON."""
    env = dict(os.environ, RUSTC_BOOTSTRAP="1")
    out = subprocess.run(
        ["cargo", *args, "--unit-graph", "-Z", "unstable-options"],
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    return json.loads(out.stdout)["units"]


def identities(units):
    """Each unit's identity, as cargo's artifact hash sees it: the package,
    target, mode, features, profile settings (not the profile's name: dev
    and test share artifacts) and, recursively, its dependencies."""
    memo = {}

    def ident(i):
        if i in memo:
            return memo[i]
        u = units[i]
        profile = {k: v for k, v in u["profile"].items() if k != "name"}
        key = json.dumps(
            [
                u["pkg_id"],
                u["target"]["name"],
                u["target"]["kind"],
                u["mode"],
                sorted(u["features"]),
                profile,
                u.get("platform"),
                sorted(ident(d["index"]) for d in u["dependencies"]),
            ],
            sort_keys=True,
        )
        memo[i] = hashlib.sha1(key.encode()).hexdigest()
        return memo[i]

    return {ident(i): u for i, u in enumerate(units)}


def name(unit):
    return unit["pkg_id"].split("#")[-1]


def deps(unit, units):
    """A unit's dependencies, as (name, features)."""
    return {
        (name(units[d["index"]]), tuple(sorted(units[d["index"]]["features"])))
        for d in unit["dependencies"]
    }


def main():
    build_units = unit_graph(["build"])
    test_units = unit_graph(["test", "--no-run"])
    build = identities(build_units)
    test = identities(test_units)
    again = [u for k, u in build.items() if k not in test]
    if not again:
        print("cargo build after cargo test compiles nothing again")
        return 0
    in_test = {}
    for u in test_units:
        key = (name(u), u["target"]["name"], u["mode"])
        in_test.setdefault(key, []).append(u)
    # What makes them differ: a crate built with fewer features than the
    # test build gives it, for itself or for a crate above it.
    causes = {}
    for u in again:
        own = set(u["features"])
        alike = in_test.get((name(u), u["target"]["name"], u["mode"]), [])
        same = [t for t in alike if set(t["features"]) == own]
        if not same:
            adds = {f for t in alike for f in set(t["features"]) - own}
            causes.setdefault(name(u), set()).update(adds)
            continue
        mine = deps(u, build_units)
        theirs = deps(same[0], test_units)
        for dep, features in theirs - mine:
            built = [set(f) for n, f in mine if n == dep]
            adds = set(features) - set.union(set(), *built)
            if adds:
                causes.setdefault(dep, set()).update(adds)
    crates = sorted({name(u) for u in again})
    print(f"cargo build after cargo test compiles {len(crates)} crates again:")
    print("  " + " ".join(crates))
    print("because the test build gives these crates more features:")
    for crate, adds in sorted(causes.items()):
        print(f"  {crate}: {', '.join(sorted(adds))}")
    print("Add those features to the normal dependencies in Cargo.toml.")
    return 1


if __name__ == "__main__":
    sys.exit(main())
