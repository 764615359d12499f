"""The rules of mtgasp as Answer Set Programming files (package data).

``main.lp`` is the entry point; ``defined.lp`` is the input contract and
``show.lp`` the output contract. Find them with :func:`importlib.resources.files`.
"""
