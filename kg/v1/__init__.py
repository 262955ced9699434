"""Generated from protos/kg/v1 by `make protos`; do not edit."""
