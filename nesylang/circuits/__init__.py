"""Stage 4: compilation to SDDs and circuit evaluation with semirings."""
