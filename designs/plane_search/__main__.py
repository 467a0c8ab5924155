"""``python -m designs.plane_search``: the command of :mod:`designs.plane_search.command`."""

import sys

from designs.plane_search.command import main

if __name__ == "__main__":
    sys.exit(main())
