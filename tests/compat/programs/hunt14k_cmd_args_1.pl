% cmd_args/1 with no extra command-line arguments gives the empty list
q(L) :- cmd_args(L).
query(q(_)).
