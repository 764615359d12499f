"""A solve's time limit and its handle's lifecycle (pyglue/solve.py, ``Engine._answers`` and ``wait_for``).

What these guard: the rare "no answer within the time limit of 120 s" of whole-suite runs (session 11's webweaver
test, session 12's untap test, each failing once and passing alone). It was not a slow or stuck solve: the failing
untap test of session 12 took under 1.73 s (it was not among the run's 40 slowest durations). clingo's
``SolveHandle.wait(t)`` is not "at most t seconds": clasp's Async::doWait waits on its condition variable once and
then answers whether the solve is done, so any wakeup before the end answers False at once. The solve thread
notifies its start after unlocking the mutex the main thread checks that start under; when that notify is late (the
thread preempted between the two under load), it reaches the main thread's timed wait, begun meanwhile, and wait(120)
answered False after a few milliseconds; the Engine took that as the time limit. The Engine now waits again until
the time limit has passed, and closes each solve's handle when its answers are read or it is cancelled.

The expectations come from the CR (the untap scenario of tests/test_kernel.py: CR 514.2, 502.3) and from the
Engine's contract (docs/python_api.md: a solve past its time limit raises SolveError).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
import time

import pytest
from clingo.solving import SolveHandle

from pyglue import Engine
from pyglue.solve import SolveError

from .conftest import ROOT, make_state, only


def _untap_state():
    """CR 514.2 ends an "until end of turn" control effect in cleanup; in the next turn's untap step the owner, the
    active player again and its controller, untaps the Bears (CR 502.3): after end_turn bob is active, the Bears
    untapped (tests/test_kernel.py's untap test, the one that failed so in session 12)."""
    bears = {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob", "tapped": True}
    return make_state([bears], phase="ending", step="end",
                      continuous_effects=[{"id": "thr", "affects": ["bears"], "gain_control": "alice",
                                           "until": "end_of_turn"}])


def _untapped(state) -> tuple[str, list[bool]]:
    return state.doc["active_player"], [o.get("tapped", False) for o in state.doc["objects"]]


def _fresh(limit: float = 120) -> Engine:
    """An Engine of its own (the session's remembers solves: each query here must reach clingo)."""
    return Engine(time_limit=limit, on_message=lambda code, text: None)


#: pigeonhole, 12 pigeons in 11 holes: no answer set, and clasp needs far longer than the limits below to prove it
HARD = ["p(1..12).", "h(1..11).", "1 { at(P, H) : h(H) } 1 :- p(P).", ":- at(P, H), at(Q, H), P < Q."]


def test_an_early_false_of_clingos_wait_is_waited_again_514_2_502_3(monkeypatch):
    """The failure mode itself, simulated: each handle's first ``wait`` answers False at once, as clasp's does after a
    wakeup before the solve is done. The Engine waits again and answers (CR 514.2, 502.3), no SolveError."""
    real = SolveHandle.wait
    early: list[float | None] = []

    def wait(self, timeout=None):
        if not getattr(self, "_woken", False):
            self._woken = True
            early.append(timeout)
            return False
        return real(self, timeout)

    monkeypatch.setattr(SolveHandle, "wait", wait)
    s2 = only(_fresh().apply(_untap_state(), {"event": "end_turn"}))
    assert early and all(t is not None and t > 100 for t in early)   # (each solve was answered False early once)
    assert _untapped(s2) == ("bob", [False])


def test_the_time_limit_is_waited_in_full_before_solve_error(monkeypatch):
    """docs/python_api.md: a solve past its time limit raises SolveError. With a ``wait`` that keeps answering False
    early (every wakeup a stale one), the Engine still waits out its limit (0.3 s) before it raises, and says how long
    it waited."""
    real = SolveHandle.wait

    def wait(self, timeout=None):
        real(self, min(timeout, 0.01))
        return False

    monkeypatch.setattr(SolveHandle, "wait", wait)
    start = time.monotonic()
    with pytest.raises(SolveError, match=r"time limit of 0\.3 s \(waited 0\.[3-9]"):
        _fresh(0.3).apply(_untap_state(), {"event": "end_turn"})
    assert time.monotonic() - start >= 0.3


def test_a_solve_past_its_limit_is_cancelled_and_the_engine_answers_the_next_514_2_502_3():
    """A real solve longer than the limit (pigeonhole, no answer set for clasp to find quickly) raises SolveError once
    0.5 s have passed, and promptly (cancelled, not waited out); the same Engine then answers the next query."""
    eng = _fresh(0.5)
    start = time.monotonic()
    with pytest.raises(SolveError, match=r"time limit of 0\.5 s"):
        eng.solve([], program=HARD)
    assert 0.5 <= time.monotonic() - start < 30
    eng.time_limit = 120
    assert _untapped(only(eng.apply(_untap_state(), {"event": "end_turn"}))) == ("bob", [False])


def test_every_solve_handle_is_closed_when_its_answers_are_read_or_it_is_cancelled(monkeypatch):
    """Each SolveHandle the Engine opens is closed before the query returns or raises, not left to the garbage
    collector (which freed them with their Control, at any allocation, in any thread: another solve's callback)."""
    opened, closed = [], []
    init, exit_ = SolveHandle.__init__, SolveHandle.__exit__

    def record_init(self, *args):
        init(self, *args)
        opened.append(self)

    def record_exit(self, *args):
        closed.append(self)
        return exit_(self, *args)

    monkeypatch.setattr(SolveHandle, "__init__", record_init)
    monkeypatch.setattr(SolveHandle, "__exit__", record_exit)
    eng = _fresh(0.3)
    eng.derive(_untap_state())
    with pytest.raises(SolveError):
        eng.solve([], program=HARD)
    eng.time_limit = 120
    eng.apply(_untap_state(), {"event": "end_turn"})
    assert len(opened) >= 3 and all(any(h is c for c in closed) for h in opened)


# the real race on the installed clingo: an LD_PRELOAD shim makes the solve thread's "started" notify late, as a
# preemption under load did (the main thread waits after creating the thread until the new thread has set its state
# and is about to notify; the notify then comes DELAY microseconds later, after the main thread's wait has begun, and
# the solve waits DELAY more, so that it is not done when that wait looks)
_SHIM = r"""
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static __thread int watched;
static sem_t started;
static int (*real_create)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
static int (*real_broadcast)(pthread_cond_t *);
struct start { void *(*f)(void *); void *arg; };

static void *run(void *p) {
    struct start s = *(struct start *)p;
    free(p);
    watched = 1;
    return s.f(s.arg);
}

int pthread_create(pthread_t *t, const pthread_attr_t *a, void *(*f)(void *), void *arg) {
    if (!real_create) { real_create = dlsym(RTLD_NEXT, "pthread_create"); sem_init(&started, 0, 0); }
    struct start *s = malloc(sizeof *s);
    s->f = f; s->arg = arg;
    int r = real_create(t, a, run, s);
    if (r == 0) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        ts.tv_sec += 2;
        sem_timedwait(&started, &ts);
    }
    return r;
}

int pthread_cond_broadcast(pthread_cond_t *c) {
    if (!real_broadcast) real_broadcast = dlvsym(RTLD_NEXT, "pthread_cond_broadcast", "GLIBC_2.3.2");
    if (!watched) return real_broadcast(c);
    watched = 0;
    sem_post(&started);
    usleep(DELAY);  /* the notify late: after the main thread's wait began */
    int r = real_broadcast(c);
    usleep(DELAY);  /* and the solve not done before that wait looks */
    return r;
}
"""

_CHILD = textwrap.dedent("""
    import json, sys, time
    import clingo
    from clingo.solving import SolveHandle
    from pyglue import Engine, SolveError, state_from_document

    real, early = SolveHandle.wait, []

    def wait(self, timeout=None):  # (each False of a wait of 100 s or more that came before 4 s had passed)
        start = time.monotonic()
        done = real(self, timeout)
        if not done and timeout is not None and timeout >= 100 and time.monotonic() - start < 4:
            early.append(round(time.monotonic() - start, 3))
        return done

    SolveHandle.wait = wait
    for _ in range(2):  # clingo alone
        ctl = clingo.Control()
        ctl.add("base", [], "p(1..100). {q(X)} :- p(X). :- q(X), q(X+1).")
        ctl.ground([("base", [])])
        with ctl.solve(on_model=lambda m: None, async_=True) as h:
            h.wait(120.0)
            h.wait()
    alone, early[:] = list(early), []
    eng = Engine(time_limit=120, on_message=lambda code, text: None)
    try:
        outs = eng.apply(state_from_document(json.load(open(sys.argv[1]))), {"event": "end_turn"})
        states = [[o.state.doc["active_player"], [x.get("tapped", False) for x in o.state.doc["objects"]]]
                  for o in outs]
    except SolveError as e:
        states = str(e)
    print(json.dumps({"alone": alone, "engine": early, "states": states}))
""")


@pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("cc") is None,
                    reason="needs Linux (glibc's LD_PRELOAD) and a C compiler")
def test_clingos_late_start_notify_is_no_timeout_514_2_502_3(tmp_path):
    """The race itself on the installed clingo, made certain by a shim (above): clingo's own ``wait(120)`` answers
    False after some 20 ms there, in the Engine's solves too (checked, else the shim found nothing to delay and the
    test is skipped), and an Engine with a limit of 120 s still applies end_turn (CR 514.2, 502.3): before, it raised
    "no answer within the time limit of 120 s"."""
    shim = tmp_path / "late_notify.so"
    (tmp_path / "late_notify.c").write_text(_SHIM)
    subprocess.run(["cc", "-shared", "-fPIC", "-O1", "-DDELAY=20000", "-o", str(shim),
                    str(tmp_path / "late_notify.c"), "-ldl", "-lpthread"], check=True, capture_output=True)
    doc = tmp_path / "state.json"
    doc.write_text(json.dumps(_untap_state().doc))
    env = dict(os.environ, LD_PRELOAD=str(shim), PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-c", _CHILD, str(doc)], env=env, cwd=ROOT, capture_output=True, text=True,
                         check=False, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    out = json.loads(run.stdout.strip().splitlines()[-1])
    if not out["alone"] and not out["engine"]:
        pytest.skip("the shim made no early False of clingo's wait here (the race is not reproduced)")
    assert out["states"] == [["bob", [False]]], out   # (before: "no answer within the time limit of 120 s")
    assert out["engine"], out   # (the Engine's own solves met the early False)
