"""Concrete games, each a client of the generic interface :class:`combgames.game.Game`.

===============================================  ======================================================================
module                                           games
===============================================  ======================================================================
:mod:`~combgames.games.heaps`                    the base of heap games (:class:`~combgames.games.heaps.HeapGame`) and
                                                 the octal rule (:class:`~combgames.games.heaps.OctalCode`)
:mod:`~combgames.games.nim`                      Nim, normal and misere
:mod:`~combgames.games.octal`                    take-and-break games by code (octal and hexadecimal digits, CGSuite's
                                                 marks): Kayles, Dawson's Kayles, Grundy's game, Lasker's Nim
:mod:`~combgames.games.boards`                   boards of three-in-a-row and blockade games, from a drawing (the
                                                 type, the catalogue of boards, text pictures)
:mod:`~combgames.games.stones`                   the base of stone games (:class:`~combgames.games.stones.StoneGame`)
:mod:`~combgames.games.picaria`                  Picaria and its family (place, then slide, to make three in a row)
:mod:`~combgames.games.blockade`                 Pong Hau K'i and Mu Torere (slide; who cannot move loses)
:mod:`~combgames.games.positional`               Maker-Maker games on hypergraphs (rules, Erdos-Selfridge
                                                 potentials, key choice), tic-tac-toe
:mod:`~combgames.games.designs_games`            tic-tac-toe on planes and designs (the four planes of order 9
                                                 included)
:mod:`~combgames.games.hypercube`                tic-tac-toe on the n^d hypercube (Qubic is 4^3)
:mod:`~combgames.games.tactix`                   Tactix and TACTIX (Nim on a grid)
:mod:`~combgames.games.torus`                    Schepler's three-player connection game on the torus
:mod:`~combgames.games.surface_hex`              two-player Hex-like games on the torus, Klein bottle, projective plane
:mod:`~combgames.games.surface_games`            what the games on closed surfaces share: positions, notation
:mod:`~combgames.games.token`                    a token on a directed graph
:mod:`~combgames.games.partizan`                 the base of partizan rulesets (Left's and Right's options, regions;
                                                 boards of x and o stones)
:mod:`~combgames.games.domineering`              Domineering
:mod:`~combgames.games.hackenbush`               Blue-Red-Green Hackenbush
:mod:`~combgames.games.clobber`                  Clobber
:mod:`~combgames.games.toads_frogs`              Toads and Frogs
:mod:`~combgames.games.cutcake`                  Cutcake
:mod:`~combgames.games.amazons`                  Amazons (small boards; regions split by burnt cells)
:mod:`~combgames.games.konane`                   Konane (straight multiple jumps)
:mod:`~combgames.games.toppling_dominoes`        Toppling Dominoes
:mod:`~combgames.games.graph_rulesets`           Col and Snort (colouring a graph's vertices), Node-Kayles (impartial)
:mod:`~combgames.games.backsliding_toads_frogs`  Toads and Frogs with backward steps (loopy values)
:mod:`~combgames.games.cram`                     Cram (impartial Domineering; the nimber search in ``cram_kernels``)
:mod:`~combgames.games.wythoff`                  Wythoff's game (two heaps; the Grundy table in ``wythoff_kernels``)
:mod:`~combgames.games.registration`             named games: a builder with its declared options (for the catalogue)
===============================================  ======================================================================

A module may define ``GAMES``, a dict from a command-line name to a
:class:`~combgames.games.registration.GameFactory`: the game's builder with the one declaration of its options
(:mod:`combgames.options`), which the constructor checks its arguments through too; the catalogue of named
games, :mod:`combgames.catalogue`, collects them (``make_game``, ``make_game_from_text``, ``game_names``).

Every game declares ``check_position(p)`` (the shape of a position of *this* game and its parameters, and the
rules: a position that cannot arise is refused, with a message naming the game) and its parser accepts only
positions that can arise; games whose every well-formed position is a legal start (Nim, octal games, Tactix,
a token on a graph, the three-player torus game) declare ``is_setup_position(p)``.
"""
