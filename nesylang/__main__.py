"""``python -m nesylang`` is the ``nesy`` command."""
from .cli import entry

entry()
