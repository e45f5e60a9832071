"""The worked examples about the course of a deal (C912–C920, C922, C923), proved by the engine's own answers (runtime/trick/situations/)."""
