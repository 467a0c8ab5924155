"""Connection games on closed surfaces: Schepler's three-player torus game, its rules and its compiled kernels.

==========================================  ===========================================================
module                                      what it holds
==========================================  ===========================================================
:mod:`~combgames.games.torus.rules`         :class:`TorusConnectionGame`: the rules, the cross
                                            policies, the board text, the placement rules that the
                                            compiled coalition solver reads
:mod:`~combgames.games.torus._kernels`      the classes a stone closes (lifting to the cover, written
                                            once) and the compiled coalition prover
:mod:`~combgames.games.torus.pns_kernels`   the compiled depth-first proof-number search (df-pn) of
                                            one coalition question, with the threat logic of the game;
                                            the entries on the search path are never replaced, so a
                                            small table ends the search (``table too small``);
                                            ``move_codes``, the closing code of every move at once;
                                            ``universal``: the first plies as AND nodes whoever
                                            moves (every first-round position at once)
:mod:`~combgames.games.torus.search`        the provers driven from Python (``method="dfs"`` or
                                            ``"pns"``): one question at one position of a board of any
                                            size; :func:`proof_tree` reads a proof out of its table
                                            (``share="orbit"``: each orbit's subtree once), the
                                            positions after each move made by ``reply_positions``
                                            from the compiled codes (``by_rules=True``: by the rules);
                                            ``first_round_plies``: the universal search and its tree
==========================================  ===========================================================

The two-player variants on the same machinery are in :mod:`combgames.games.surface_hex`; the analyses of the
three-player game (coalition tables, kingmakers, proofs on large boards) in :mod:`combgames.analysis.torus3`.

Examples
--------
>>> from combgames.games.torus import TorusConnectionGame
>>> TorusConnectionGame(3).players
3
"""

from combgames.games.torus.rules import CROSS_POLICIES, SURFACES, SurfaceHex, TorusConnectionGame, TorusPosition

__all__ = ["CROSS_POLICIES", "SURFACES", "SurfaceHex", "TorusConnectionGame", "TorusPosition"]
