"""Settings of the fuzz targets (Hypothesis tests of every parser, marked ``fuzz``).

The default run tries a few hundred inputs per target; set ``COMBGAMES_FUZZ`` to try more, e.g.
``COMBGAMES_FUZZ=20000 python -m pytest -m fuzz``.
"""

import os

from hypothesis import HealthCheck, settings

__all__ = ["FUZZ", "FUZZ_EXAMPLES"]

FUZZ_EXAMPLES = int(os.environ.get("COMBGAMES_FUZZ", "300"))

FUZZ = settings(max_examples=FUZZ_EXAMPLES, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
"""Decorate a fuzz target with ``@FUZZ`` (and ``@pytest.mark.fuzz``)."""
