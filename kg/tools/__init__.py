"""Developer tools (not needed at run time)."""
