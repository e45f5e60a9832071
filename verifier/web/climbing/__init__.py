"""The climbing family at the web table: the person's seat, the views and history, the suggestions, the replay."""
