"""The engine generators: generated/engines/<id>.py for every variant, one module per family."""
