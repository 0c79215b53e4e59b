% forall/2, once/1, try_call/1 and \+ \+
0.6::ok(1). 0.7::ok(2). ok(3).
allok :- forall(member(X, [1,2,3]), ok(X)).
anyok :- once(ok(_)).
tried :- try_call(undefined_thing).
tried2 :- try_call(ok(3)).
dbl :- \+ \+ ok(1).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(allok). query(anyok). query(tried). query(tried2). query(dbl).
