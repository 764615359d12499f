"""Pictures in notebooks (issue 28 item 3): what Jupyter shows for a state, a derivation, legal actions, a why-not
and apply's outcomes, as python-chess shows a board. Each is the CLI's own text (pyglue/render.py) in a ``<pre>``
block; a state is also drawn as its graph (``mtgasp graph``) as SVG when Graphviz's ``dot`` is installed, and
Jupyter falls back to the text when it is not. Nothing here decides anything: a state is derived by a shared
:class:`~pyglue.solve.Engine` (one per process) to be shown."""

from __future__ import annotations

import html
from typing import Any

from . import sentences
from .display import PICTURES

_ENGINE: list[Any] = []


def engine() -> Any:
    if not _ENGINE:
        from .solve import Engine

        _ENGINE.append(Engine())
    return _ENGINE[0]


def _render() -> Any:
    """pyglue.render, imported when a picture is first asked for (it takes rich: not at `import pyglue`)."""
    from . import render

    return render


def pre(text: str, title: str = "") -> str:
    head = f"<b>{html.escape(title)}</b>\n" if title else ""
    return f'<div class="mtgasp">{head}<pre style="font-size: 85%; line-height: 1.2">{html.escape(text)}</pre></div>'


def state_html(state: Any) -> str:
    return pre(_render().derivation_text(state, engine().derive(state)), f"mtgasp state: {state.source}")


def state_svg(state: Any) -> str | None:
    """The state's graph as SVG, or None (Jupyter then shows the HTML) when Graphviz's dot is missing or fails."""
    import shutil

    if shutil.which("dot") is None:
        return None
    from .research import graph

    try:
        return graph.render(graph.picture(engine(), state), "svg").decode("utf-8")
    except (graph.GraphvizMissing, graph.GraphvizFailed):
        return None


def derivation_html(d: Any) -> str:
    if d.state is None:
        return pre("\n".join(f"{o.id}: {o.characteristics.get('name')}" for o in d.objects), "mtgasp derivation")
    return pre(_render().derivation_text(d.state, d), "mtgasp derivation")


def legal_html(actions: Any) -> str:
    return pre(_render().legal_text(list(actions)) + _render().warnings_text(actions.warnings), "mtgasp legal actions")


def why_not_html(w: Any) -> str:
    return pre(_render().why_not_text(w) + _render().readings_text(w.readings), "mtgasp why-not")


def move_html(m: Any) -> str:
    """A move of a Game: who does what with which choices, then what happened (the events as sentences)."""
    render = _render()
    lines = [f"{m.player}: {render.action_text(m.action, m.legal.ability_index if m.legal else None)}"]
    if m.outcome is None:
        lines.append("to choose: " + ", ".join(f"{p.key or p.choice} ({len(p.options)} options)" for p in m.prompts))
    else:
        lines += [f"  chose {c}" for c in render.choices_text(m.outcome.choices)]
        lines += render.events_lines(m.outcome.events, sentences.Namer([m.outcome.state]))
    return pre("\n".join(lines), "mtgasp move")


def game_html(g: Any) -> str:
    """A Game: each move played with what happened, then the current state (derive's tables)."""
    render = _render()
    namer = sentences.Namer([g.root] + [m.outcome.state for m in g.move_stack if m.outcome is not None])
    lines = []
    for i, m in enumerate(g.move_stack, 1):
        lines.append(f"{i}. {g.describe(m)}")
        if m.outcome is not None:
            lines += render.events_lines(m.outcome.events, namer, "     ")
    over = g.outcome()
    if over is not None:
        lines.append(render.game_outcome_text(over, namer))
    played = "\n".join(lines) + "\n" if lines else "(no move played)\n"
    return pre(played + render.derivation_text(g.state, engine().derive(g.state)), "mtgasp game")


def outcome_html(o: Any) -> str:
    return pre(_render().outcomes_text([o]), "mtgasp outcome")


PICTURES.update(state_html=state_html, state_svg=state_svg, derivation_html=derivation_html, legal_html=legal_html,
                why_not_html=why_not_html, move_html=move_html, game_html=game_html, outcome_html=outcome_html)
