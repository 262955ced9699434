"""The data model shared by every layer: node types, edge types and their built-in registry."""
