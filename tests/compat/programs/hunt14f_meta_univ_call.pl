% written for this corpus by a find-only hunt (session 23; control, meta-calls and query forms)
% Goals built at run time with =.. and called: a generic test runner over probabilistic checks
0.9::check_disk(srv1). 0.7::check_net(srv1). 0.8::check_disk(srv2). 0.6::check_net(srv2).
test(disk). test(net).
server(srv1). server(srv2).
passes(S, T) :- server(S), test(T), atom_concat_free(T, P), G =.. [P, S], call(G).
atom_concat_free(disk, check_disk).
atom_concat_free(net, check_net).
healthy(S) :- server(S), forall(test(T), passes(S, T)).
query(passes(srv1, _)).
query(healthy(_)).
