% is_list/1, ground/1, callable/1, nonvar/1 on partial lists and empties
t1 :- is_list([a | _]).
t2 :- is_list([]).
t3 :- ground(f(a, [b])).
t4 :- ground(f(_)).
t5 :- callable(f(_)).
t6 :- callable(3).
t7 :- nonvar(_).
query(t1). query(t2). query(t3). query(t4). query(t5). query(t6). query(t7).
