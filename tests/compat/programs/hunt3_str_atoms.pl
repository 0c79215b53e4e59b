a :- X = "abc", atom(X).
b :- X = "abc", atomic(X).
c :- "a" == a.
d :- is_list("abc").
e :- "abc" @< abc.
f :- abc @< "abc".
g :- compound("abc").
h(L) :- sort(["b", b, "a", a, 1], L).
i :- "x" = "x".
j :- callable("x").
query(a). query(b). query(c). query(d). query(e). query(f). query(g). query(h(_)). query(i). query(j).
