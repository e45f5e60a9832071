"""The trick-taking family at the web table: the person's seat, the views, the replay."""
