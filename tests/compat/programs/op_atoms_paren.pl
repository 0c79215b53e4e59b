% An operator atom in parentheses on the right of =, and in op(/).
div_op(X) :- X = (/).
is_div(op(/)).
test1 :- div_op(D), D == (/).
test2 :- is_div(op(X)), X == (/).
test3 :- X = (=..), atom(X).
0.4::pick(op(*)); 0.6::pick(op(/)).
eval(V) :- pick(op(O)), E =.. [O, 6, 3], V is E.
query(test1). query(test2). query(test3). query(eval(_)).
