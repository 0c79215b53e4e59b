% directive output with writenl and write
:- writenl(start).
:- X is 3 * 7, write(X), nl.
:- writenl('hello world').
:- write(f(a, "s", 'Q', [1,2])), nl.
0.3::a.
query(a).
