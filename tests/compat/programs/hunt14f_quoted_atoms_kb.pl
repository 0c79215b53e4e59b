% written for this corpus by a find-only hunt (session 23; strings, terms, numbers and printing)
% A knowledge base whose constants need quotes: spaces, capitals, symbols and escapes
0.7::city('New York'). 0.4::city('São Paulo'). 0.5::city('O Hare').
0.9::connected('New York', 'Los Angeles').
0.6::code('New York', 'NYC-1'). code('Los Angeles', 'LA/2').
big(C) :- city(C), code(C, _).
hub(C) :- connected(C, _), city(C).
label(C, L) :- city(C), code(C, L).
query(big(_)). query(hub(_)). query(label(_, _)). query(city(_)).
