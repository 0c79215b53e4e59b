% query with a number and a string argument
0.4::score("ann", 3).
0.5::score("bob", 4.5).
query(score(_, _)).
query(score("ann", 3)).
