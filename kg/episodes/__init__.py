"""Episodes: what was said, by whom, when. Pure rules for the words an episode is found by and the people it
addresses; storing them is kg/store/episodes.py, recalling them kg/recall/."""
