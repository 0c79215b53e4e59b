% all/3 and try_call/1
0.4::buys(ann, milk). 0.6::buys(ann, bread). 0.5::buys(bob, milk).
basket(P, L) :- all(I, buys(P, I), L).
maybe(X) :- try_call(undefined_goal(X)).
maybe(none).
query(basket(ann, _)).
query(basket(bob, _)).
query(maybe(_)).
