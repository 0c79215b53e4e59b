"""Stage 3: the tabled grounder and the ground program (AND/OR graph) it produces."""
