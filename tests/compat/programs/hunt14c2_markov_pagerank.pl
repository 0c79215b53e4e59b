% written for this corpus by a find-only hunt (session 22; HMM / Markov chain over lists)
% random surfer for three clicks on a tiny web
link(home, about). link(home, blog). link(blog, home). link(blog, post). link(post, blog). link(about, home).
0.15::jump(T).
page(0, home).
page(T, P) :- T > 0, T =< 3, Prev is T - 1, page(Prev, Q), \+ jump(Prev), choose(Prev, Q, P).
page(T, P) :- T > 0, T =< 3, Prev is T - 1, jump(Prev), uniform(Prev, P).
0.5::choose(T, home, about) ; 0.5::choose(T, home, blog).
0.5::choose(T, blog, home) ; 0.5::choose(T, blog, post).
1.0::choose(T, post, blog).
1.0::choose(T, about, home).
0.25::uniform(T, home) ; 0.25::uniform(T, about) ; 0.25::uniform(T, blog) ; 0.25::uniform(T, post).
query(page(3, P)).
