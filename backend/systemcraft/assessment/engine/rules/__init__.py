"""The general rules, applied to every design: each module beside registry.py (how a rule
declares itself) and context.py (what every rule looks at) holds a group of them. Importing this
package imports each module in it, and each rule there declares itself with @rule; nothing else
lists the rules."""

import importlib
import pkgutil

from systemcraft.assessment.engine.rules.registry import REGISTRY, Rule

for _module in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_module.name}")

# In order of importance: findings of equal severity are reported in this order, so the
# analysis leads with what an interviewer would raise first.
RULES: tuple[Rule, ...] = REGISTRY.close()
