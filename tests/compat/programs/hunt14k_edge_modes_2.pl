% findall/3 with a string template, length/2 to zero, arg/3 with a negative index, writeln of unicode and a backslash
0.4::go.
a(L) :- go, findall("x", member(_, [1, 2]), L).
z(L) :- length(L, 0).
n(X) :- arg(-1, f(a), X).
w :- go, writeln('héllo wörld'), writeln("a\\b").
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
query(a(_)). query(z(_)). query(n(_)). query(w).
